// The host's browser files: its script, compiled from TypeScript when the host starts (esbuild,
// already the repository's build tool; a few milliseconds), its stylesheet and its icon.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { HostFiles } from './createHostApp.js';

export async function loadHostFiles(): Promise<HostFiles> {
  const built = await build({
    entryPoints: [fileURLToPath(new URL('./browser/hostShell.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
  });
  const script = built.outputFiles[0]?.text;
  if (!script) throw new Error('The host script did not build.');
  const [stylesheet, favicon] = await Promise.all(
    ['./browser/hostShell.css', './browser/favicon.svg'].map((file) =>
      readFile(new URL(file, import.meta.url), 'utf8'),
    ),
  );
  if (stylesheet === undefined || favicon === undefined) throw new Error('Host files missing.');
  return { script, stylesheet, favicon };
}
