import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  build: {
    // Hashed file names let the server cache assets for a year (`immutable`).
    assetsDir: 'assets',
  },
});
