// @ts-check
import boundaries from 'eslint-plugin-boundaries';

/**
 * The layer rules of src/sandbox: which folders may import which, so that no import runs back up
 * a layer. eslint-plugin-boundaries, scoped to this process's files.
 *
 * The layers, bottom to top. A layer imports only from the layers below it (and src/shared, and
 * packages), never from one beside it or above it, and never a test or the test support:
 * 1. base: tools that know nothing of the sandbox (`clock.ts`, `escape-html.ts`);
 * 2. db: the database, its migrations and the reset template;
 * 3. domain: the marketplace (ledger, engine, investors, loans, identity, documents, …), which
 *    knows no people and no HTTP;
 * 4. personas: the people, their stories and the trade register they are in;
 * 5. world: the histories the engine plays from the personas' stories and a seeded background,
 *    the reset, the bulk investor;
 * 6. http: serving a request (the route context, the session guards, the endpoint route, CORS,
 *    the host check, faults and the request log);
 * 7. providers: the simulated third parties' pages;
 * 8. routes (the marketplace API) beside control (the /__sandbox API), neither importing the other;
 * 9. server: assembles one sandbox;
 * 10. cli: starts one from the command line.
 * Tests (`*.test.ts`) and the test support in `src/sandbox/test/` may import any layer.
 */
const LAYERS = [
  ['base'],
  ['db'],
  ['domain'],
  ['personas'],
  ['world'],
  ['http'],
  ['providers'],
  ['routes', 'control'],
  ['server'],
  ['cli'],
];

const SANDBOX = 'src/sandbox';

/** Where each layer's files are. */
const LAYER_FILES = {
  base: `${SANDBOX}/{clock,escape-html}.ts`,
  db: `${SANDBOX}/db/**`,
  domain: `${SANDBOX}/domain/**`,
  personas: `${SANDBOX}/personas/**`,
  world: `${SANDBOX}/world/**`,
  http: `${SANDBOX}/http/**`,
  providers: `${SANDBOX}/providers/**`,
  routes: `${SANDBOX}/routes/**`,
  control: `${SANDBOX}/control/**`,
  server: `${SANDBOX}/server.ts`,
  cli: `${SANDBOX}/cli.ts`,
};

/** Tests and their support. */
const TEST_FILES = [`${SANDBOX}/**/*.test.ts`, `${SANDBOX}/test/**`];

/** Each layer may not import a layer beside or above it, nor a test; its own files it may. */
const policies = LAYERS.flatMap((level, index) =>
  level.map((layer) => {
    const besideOrAbove = LAYERS.slice(index)
      .flat()
      .filter((other) => other !== layer);
    return {
      from: { file: { categories: layer } },
      disallow: { to: { file: { categories: { anyOf: [...besideOrAbove, 'test'] } } } },
      message: `${layer} imports only the layers below it, never a test (eslint/layers-sandbox.js)`,
    };
  }),
);

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: [`${SANDBOX}/**/*.ts`],
    ignores: TEST_FILES,
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.node.json' } },
      'boundaries/files': [
        ...Object.entries(LAYER_FILES).map(([category, pattern]) => ({ category, pattern })),
        { category: 'test', pattern: TEST_FILES },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies }],
    },
  },
];
