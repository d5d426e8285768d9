// @ts-check
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layer rules of src/renderer: which folders may import which, so that no import runs back up
 * a layer. eslint-plugin-boundaries, scoped to this process's files.
 *
 * Top to bottom:
 *   main.tsx        the entry: applies the stored theme, paints the boot shell and loads app/
 *   app/            assembles (boot, router, guard zones, route effects); imported by main.tsx only
 *   features/<x>/   one folder per feature; another feature is used through its index.ts
 *   ui/             shared components and UI hooks
 *   services/       what the app gives features: the services context, session, clock, polling…
 *   navigation/     the paths, where a login goes, the session guards
 *   api/ bridge/ i18n/ state/   the bottom: each stands alone
 * Tests, their fixtures and test/ (the test kit, which renders the whole app) are left out: a
 * test may reach anything it tests. Nothing else may import them.
 */
const RENDERER = 'src/renderer/src';

/** The layers below a given one, in order: a layer may import those and nothing above. */
const BASE = ['api', 'bridge', 'i18n', 'state'];
const BELOW_NAVIGATION = BASE;
const BELOW_SERVICES = ['navigation', ...BELOW_NAVIGATION];
const BELOW_UI = ['services', ...BELOW_SERVICES];
const BELOW_FEATURES = ['ui', ...BELOW_UI];

/** @param {string[]} types @returns {{ to: { element: { types: string[] } } }} */
const toTypes = (types) => ({ to: { element: { types } } });

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: [`${RENDERER}/**/*.{ts,tsx}`],
    // Tests, a feature's test fixtures (test-<feature>.ts) and the test kit.
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.ts', `${RENDERER}/test/**`],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.web.json' } },
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'app', pattern: `${RENDERER}/app`, partialMatch: false },
        { type: 'feature', pattern: `${RENDERER}/features/*`, partialMatch: false },
        ...['ui', 'services', 'navigation', ...BASE].map((type) => ({
          type,
          pattern: `${RENDERER}/${type}`,
          partialMatch: false,
        })),
        { type: 'test-kit', pattern: `${RENDERER}/test`, partialMatch: false },
        // Last, so that only what no folder above claims is the entry: main.tsx (and styles/).
        { type: 'entry', pattern: RENDERER, partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Imports point down the layers (app, features, ui, services, navigation, then api, bridge, i18n, state): {{from.type}} may not import {{to.type}}.',
          policies: [
            {
              from: { element: { type: 'entry' } },
              allow: toTypes(['app', 'bridge', 'i18n', 'state']),
            },
            { from: { element: { type: 'app' } }, allow: toTypes(['feature', ...BELOW_FEATURES]) },
            { from: { element: { type: 'feature' } }, allow: toTypes(BELOW_FEATURES) },
            // Another feature through its index.ts or routes.tsx only (layout/feature-by-index).
            ...['index.ts', 'routes.tsx'].map((fileInternalPath) => ({
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath } } },
            })),
            { from: { element: { type: 'ui' } }, allow: toTypes(BELOW_UI) },
            { from: { element: { type: 'services' } }, allow: toTypes(BELOW_SERVICES) },
            { from: { element: { type: 'navigation' } }, allow: toTypes(BELOW_NAVIGATION) },
          ],
        },
      ],
    },
  },
];
