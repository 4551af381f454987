// ESLint for the whole tree (`npm run lint`, run by `npm test`): typescript-eslint, the React
// hooks rules (with the React Compiler checks) for the web app, and import-x for the layers of
// docs/architecture.md: app -> features -> ui -> lib -> i18n -> domain, no feature importing another, no
// cycles. Formatting is Prettier's alone (eslint-config-prettier turns style rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layers, as import-x/no-restricted-paths zones: `target` may not import `from`. */
const layerZones = [
  { target: './web/src/features', from: './web/src/app', message: 'The app layer composes features; nothing imports it. Move what is shared to lib/ or ui/.' },
  { target: './web/src/ui', from: ['./web/src/app', './web/src/features'], message: 'ui/ sits below the app and the features.' },
  { target: './web/src/lib', from: ['./web/src/app', './web/src/features', './web/src/ui'], message: 'lib/ sits below the app, the features and ui/.' },
  {
    target: './web/src/i18n',
    from: ['./web/src/app', './web/src/features', './web/src/ui', './web/src/lib'],
    message: 'i18n/ (the languages) sits below everything else in the web app.',
  },
  {
    // Only data code talks to Firebase: lib/data, lib/session, lib/entities and the features' api/.
    target: [
      './web/src/app',
      './web/src/ui',
      './web/src/i18n',
      './web/src/lib/offline',
      './web/src/lib/util',
      './web/src/features/*/*.tsx',
      './web/src/features/*/components/**',
      './web/src/features/*/model/**',
    ],
    from: './web/src/lib/firebase',
    message: "Only data code (lib/data, lib/session, lib/entities, a feature's api/) imports lib/firebase.",
  },
  ...FEATURES.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what two features share to lib/ or ui/.',
  })),
  { target: './domain', from: ['./web', './functions'], message: 'domain is the bottom layer: no Firebase, no app.' },
  { target: './functions', from: './web', message: 'The functions do not import the web app.' },
  {
    target: './functions/src/store',
    from: ['./functions/src/http', './functions/src/triggers', './functions/src/pages'],
    message: 'store/ (Firestore access) sits below the HTTP API, the triggers and the pages.',
  },
  { target: './functions/src/http/middleware', from: './functions/src/http/routes', message: 'Middleware runs before the routes and does not import them.' },
  {
    target: './functions/src/http/routes',
    from: './functions/src/http/routes',
    message: 'A route module does not import another: move what two share to http/.',
  },
  { target: './web', from: './functions', message: 'The web app does not import the functions.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'domain/dist/**',
      '.cache/**',
      '.emulator-state/**',
      'emulator-data/**',
      'test-output/**',
      'tools/**/build/**',
      'tests/rules/output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['web/tsconfig.json', 'functions/tsconfig.json', 'domain/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A moved file breaks its importers here, not first in a script that no typecheck covers.
      'import-x/no-unresolved': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**/*.{js,mjs,mts}', 'tests/**/*.{ts,mjs}', 'functions/**/*.{ts,mjs}', 'domain/**/*.ts', '*.{js,mjs,ts}', 'web/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Tests and the bench read untyped JSON answers and browser globals on purpose.
    files: ['tests/**/*.ts', 'scripts/**/*.{mjs,mts}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Functions passed to page.evaluate() / addInitScript() run in the browser.
    files: ['scripts/bench/browser.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
