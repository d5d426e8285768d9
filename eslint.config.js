// @ts-check
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importCycles from './eslint/import-cycles.js';
import mainLayers from './eslint/layers-main.js';
import rendererLayers from './eslint/layers-renderer.js';
import sandboxLayers from './eslint/layers-sandbox.js';

/** Every Node built-in, with and without the `node:` prefix (some exist only with it). */
const nodeBuiltins = [
  ...new Set(
    builtinModules.flatMap((name) => (name.startsWith('node:') ? [name] : [name, `node:${name}`])),
  ),
];

/** Imports that would tie code to one process: shared code runs in main, preload, renderer and sandbox. */
/**
 * In the renderer: a screen or guard redirects through RedirectUnlessLeaving, which does not
 * overtake a navigation the user started; the route tables' redirects render `Navigate` as their
 * route is matched.
 */
const noScreenNavigate = {
  name: 'react-router-dom',
  importNames: ['Navigate'],
  message:
    'Redirect with navigation/RedirectUnlessLeaving.tsx: a plain Navigate made after data has come overtakes a link the user clicked meanwhile.',
};

const noPlatformImports = {
  // Exact names: a gitignore-style pattern such as `domain` would also match ./domain/x.ts.
  paths: nodeBuiltins.map((name) => ({
    name,
    message: 'This folder must not depend on Node built-ins.',
  })),
  patterns: [
    { group: ['electron', 'electron/*'], message: 'This folder must not depend on Electron.' },
  ],
};

/**
 * A rule reporting every relative (or absolute) import, re-export, dynamic `import()`,
 * `import type` or `typeof import()` whose target resolves into one of the given folders.
 * @param {string} message what is wrong, with `{{target}}` for the folder
 * @returns {import('eslint').Rule.RuleModule}
 */
const relativeImportInto = (message) => ({
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that resolve into the given folders.' },
    schema: [{ type: 'array', items: { type: 'string' } }],
    messages: { crossing: message },
  },
  create(context) {
    const root = import.meta.dirname;
    /** @type {string[]} */
    const options = context.options[0] ?? [];
    const folders = options.map((folder) => resolve(root, folder));
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) return;
      const target = resolve(dirname(context.filename), specifier);
      const folder = folders.find((f) => target === f || target.startsWith(f + sep));
      if (folder !== undefined) {
        const data = { target: relative(root, folder).split(sep).join('/') };
        context.report({ node, messageId: 'crossing', data });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // typescript-eslint nodes: `typeof import('x')` and `import x = require('x')`.
      /** @param {{ argument: { type: string; literal?: import('estree').Node } }} node */
      TSImportType: (node) =>
        check(node.argument.type === 'TSLiteralType' ? node.argument.literal : undefined),
      /** @param {{ expression: import('estree').Node }} node */
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
});

/** A feature's public files: what it exports, and its lazily loading routes. */
const PUBLIC_FILES = ['index.ts', 'routes.tsx'];

/**
 * A rule reporting a relative import that reaches into another feature folder of the renderer
 * past its `index.ts`: a feature uses another only through what that one exports there, and
 * through its `routes.tsx`, the route objects that load its screens on demand (kept apart so
 * that the route table does not pull in what the index exports).
 * @returns {import('eslint').Rule.RuleModule}
 */
const featureByIndex = () => ({
  meta: {
    type: 'problem',
    docs: { description: 'Import another feature only through its index.ts.' },
    schema: [],
    messages: {
      internal:
        'Import {{feature}} through its index.ts (or its routes.tsx for route objects): a feature uses another only through what that one exports.',
    },
  },
  create(context) {
    const features = resolve(import.meta.dirname, 'src/renderer/src/features');
    const own = relative(features, context.filename).split(sep);
    const ownFeature = own.length > 1 && !own[0]?.startsWith('..') ? own[0] : undefined;
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      if (!node.value.startsWith('.')) return;
      const target = relative(features, resolve(dirname(context.filename), node.value)).split(sep);
      if (target.length < 2 || target[0]?.startsWith('..') || target[0] === ownFeature) return;
      if (target.length === 2 && PUBLIC_FILES.includes(target[1] ?? '')) return;
      context.report({ node, messageId: 'internal', data: { feature: `features/${target[0]}` } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
});

const layout = {
  rules: {
    'feature-by-index': featureByIndex(),
    // The process folders talk through the preload bridge, IPC and HTTP, never by import.
    'no-relative-import-into': relativeImportInto(
      '{{target}} belongs to another process: import only from src/shared here (talk to main through the preload bridge, to the sandbox over HTTP).',
    ),
    // src/shared is reached by its subpath import from anywhere else, never by climbing folders.
    'shared-by-subpath': relativeImportInto(
      'Import {{target}} by its subpath (#shared/…), not by a relative path.',
    ),
  },
};

/** Raw IPC through a member or destructuring (`electron.ipcMain`, `{ ipcRenderer } = electron`). */
const RAW_IPC = '/^ipc(Main|Renderer)$/';
const noRawIpcSyntax = [
  `MemberExpression[computed=false][property.name=${RAW_IPC}]`,
  `MemberExpression[computed=true][property.value=${RAW_IPC}]`,
  `ObjectPattern > Property[key.name=${RAW_IPC}]`,
].map((selector) => ({
  selector,
  message: 'Use the typed IPC wrapper (src/main/ipc/typed-ipc.ts).',
}));

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'out',
      'dist',
      'dist-web',
      'release',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Raw IPC is only allowed inside the typed wrappers (src/main/ipc/typed-ipc.ts, src/preload/index.ts).
      'no-restricted-syntax': ['error', ...noRawIpcSyntax],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              importNames: ['ipcMain', 'ipcRenderer'],
              message: 'Use the typed IPC wrapper (src/main/ipc/typed-ipc.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/ipc/typed-ipc.ts', 'src/preload/index.ts', 'src/main/ipc/typed-ipc.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/{main,preload,renderer,sandbox}/**/*.{ts,tsx}'],
    plugins: { layout },
    rules: { 'layout/shared-by-subpath': ['error', ['src/shared']] },
  },
  {
    files: ['src/shared/**/*.ts'],
    plugins: { layout },
    rules: {
      'no-restricted-imports': ['error', noPlatformImports],
      'layout/no-relative-import-into': [
        'error',
        ['src/main', 'src/preload', 'src/sandbox', 'src/renderer'],
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, layout },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { ...noPlatformImports, paths: [...noPlatformImports.paths, noScreenNavigate] },
      ],
      // The renderer reaches main through the preload bridge and the sandbox over HTTP only.
      'layout/no-relative-import-into': ['error', ['src/main', 'src/preload', 'src/sandbox']],
      // A feature folder is used from outside only through its index.ts (tests may reach in).
      'layout/feature-by-index': 'error',
      // Every user-visible string is an i18next key: no literal text in JSX.
      'no-restricted-syntax': [
        'error',
        ...noRawIpcSyntax,
        {
          selector: 'JSXText[value=/[A-Za-zÅÄÖåäö]/]',
          message: 'Literal UI text: use t() with a key present in fi, en, sv and de.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt|label)$/] > Literal',
          message: 'Literal UI text in an attribute: use t().',
        },
      ],
    },
  },
  {
    files: [
      'src/renderer/**/routes.tsx',
      'src/renderer/src/navigation/RedirectUnlessLeaving.tsx',
      'src/renderer/**/*.test.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', noPlatformImports] },
  },
  ...importCycles,
  ...mainLayers,
  ...rendererLayers,
  ...sandboxLayers,
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      'no-restricted-syntax': 'off',
      'layout/feature-by-index': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Classic scripts copied into the renderer's build as they are (index.html's theme.js).
    files: ['src/renderer/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
