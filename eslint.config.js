// @ts-check
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The typed hooks in src/store/hooks.ts are the only way to reach the store.
const untypedReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use the typed hooks from src/store/hooks.ts.',
};

/**
 * Layout tells the architecture (STYLE.md): the micro-app never imports server code (it reaches
 * the API over HTTP), src/ never imports pages or the renderer, the server never imports pages.
 * @param {{ folders: string[], message: string }[]} forbidden
 */
function importBoundaries(forbidden) {
  return [
    'error',
    {
      paths: [untypedReduxHooks],
      patterns: forbidden.map(({ folders, message }) => ({
        group: folders.flatMap((folder) => [`../${folder}/*`, `../**/${folder}/*`]),
        message,
      })),
    },
  ];
}

const serverCode = {
  folders: ['server'],
  message: 'The micro-app reaches the API over HTTP only.',
};

/** The host shell and the micro-app share nothing but contract/ (docs/host-contract.md). */
const hostCode = {
  folders: ['host'],
  message: 'The micro-app shares only contract/ with the host shell.',
};

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', '.data/', 'coverage/'],
  },
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Redux Toolkit's documented way to type a thunk without an argument.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [untypedReduxHooks] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': importBoundaries([
        serverCode,
        hostCode,
        {
          folders: ['pages', 'renderer'],
          message: 'src/ is composed by pages, never the reverse.',
        },
      ]),
    },
  },
  {
    files: ['{pages,renderer}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': importBoundaries([serverCode, hostCode]) },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': importBoundaries([
        { folders: ['pages', 'renderer'], message: 'The server reaches pages only through Vike.' },
        hostCode,
      ]),
    },
  },
  {
    // The host is another team's app: it knows the micro-app only by the published contract.
    files: ['host/**/*.ts'],
    rules: {
      'no-restricted-imports': importBoundaries([
        {
          folders: ['src', 'server', 'pages', 'renderer'],
          message: 'The host shares only contract/ with the micro-app.',
        },
      ]),
    },
  },
  {
    // The contract is types and constants that both sides import; it imports nothing of theirs.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': importBoundaries([
        {
          folders: ['src', 'server', 'pages', 'renderer', 'host'],
          message: 'contract/ stands alone: both sides import it.',
        },
      ]),
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
