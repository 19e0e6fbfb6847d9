// @ts-check
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'coverage/',
    ],
  },
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Redux Toolkit's documented way to type a thunk without an argument.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // The typed hooks in src/store/hooks.ts are the only way to reach the store.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks from src/store/hooks.ts.',
            },
          ],
        },
      ],
      // Layout tells the architecture (STYLE.md): the micro-app never imports server code (it
      // reaches the API over HTTP), and shared code never imports pages or the renderer.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './server',
              message: 'The micro-app reaches the API over HTTP only.',
            },
            {
              target: './pages',
              from: './server',
              message: 'The micro-app reaches the API over HTTP only.',
            },
            {
              target: './renderer',
              from: './server',
              message: 'The micro-app reaches the API over HTTP only.',
            },
            {
              target: './src',
              from: './pages',
              message: 'Pages compose src/, not the other way round.',
            },
            {
              target: './src',
              from: './renderer',
              message: 'src/ must not depend on the renderer.',
            },
            { target: './server', from: './pages' },
            { target: './server', from: './renderer' },
          ],
        },
      ],
    },
  },
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['{src,pages,renderer}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
