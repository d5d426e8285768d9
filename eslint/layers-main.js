// @ts-check
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layer rules of src/main and src/preload: which folders may import which, so that no import
 * runs back up a layer. eslint-plugin-boundaries, scoped to these two processes' files.
 *
 * src/main's floors, from the ground up: a folder imports only folders on the floors below its
 * own (never one beside it), and src/shared. index.ts, the composition root, stands on top. The
 * preload talks to main over IPC only: it imports src/shared (the bridge contract), never main.
 */
const MAIN_FLOORS = [
  // What every service takes: the logger, the launch guards, the app's origins and link allowlist.
  ['log.ts', 'launch', 'origins'],
  // Services that stand on their own.
  ['settings', 'vault', 'deep-links', 'logging', 'notifications', 'menu'],
  // Services built on the ones below: downloads (settings, the vault's token), updates (settings),
  // the offline cache (the vault's session and safeStorage).
  ['downloads', 'updates', 'offline-cache'],
  // Diagnostics (saved through downloads), the default session with its API, the window.
  ['diagnostics', 'session', 'window'],
  // IPC and the bridge handlers: the renderer's way in to the services; and the services loaded
  // after the window (deferred: diagnostics and updates, each read when first used).
  ['ipc', 'deferred'],
  // Wiring only.
  ['index.ts'],
];

/** A folder of src/main is an element of its own; a file at its root is a file of `main`. */
const select = (/** @type {string} */ name) =>
  name.endsWith('.ts')
    ? { element: { type: 'main' }, file: { categories: name } }
    : { element: { type: `main/${name}` } };

const folders = MAIN_FLOORS.flat().filter((name) => !name.endsWith('.ts'));
const rootFiles = MAIN_FLOORS.flat().filter((name) => name.endsWith('.ts'));

const elements = [
  ...folders.map((name) => ({
    type: `main/${name}`,
    pattern: `src/main/${name}`,
    partialMatch: false,
  })),
  // After the folders: only what none of them matched, the files at src/main's root.
  { type: 'main', pattern: 'src/main', partialMatch: false },
  { type: 'preload', pattern: 'src/preload', partialMatch: false },
  { type: 'shared', pattern: 'src/shared', partialMatch: false },
  { type: 'sandbox', pattern: 'src/sandbox', partialMatch: false },
];
const files = [
  ...rootFiles.map((name) => ({ category: name, pattern: `src/main/${name}` })),
  { category: 'test', pattern: '**/*.test.ts' },
];

const shared = { element: { type: 'shared' } };
const sandbox = { element: { type: 'sandbox' } };

/** Each floor may use the floors below it. */
const floorPolicies = MAIN_FLOORS.slice(1).flatMap((floor, index) =>
  floor.map((name) => ({
    from: select(name),
    allow: {
      to: MAIN_FLOORS.slice(0, index + 1)
        .flat()
        .map(select),
    },
  })),
);

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['src/main/**/*.ts', 'src/preload/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': { typescript: { project: 'tsconfig.node.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} must not import {{to.type}}: in src/main an import points only to a floor below (eslint/layers-main.js); the preload imports only src/shared.',
          policies: [
            // Every file of main and the preload may use src/shared.
            { allow: { to: shared } },
            ...floorPolicies,
            // The embedded sandbox is loaded lazily by its host, and by nothing else in main.
            { from: select('session'), allow: { to: sandbox } },
            // A test may run the real sandbox as the server it talks to.
            { from: { file: { categories: 'test' } }, allow: { to: sandbox } },
          ],
        },
      ],
    },
  },
];
