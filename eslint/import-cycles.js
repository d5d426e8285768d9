// @ts-check
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * No import circle anywhere in the code of the four processes and src/shared: a circle makes
 * load order matter and hides which part is below which. Imports are resolved as TypeScript
 * resolves them (the `#shared/*` subpath included). The rule skips type-only imports;
 * tests/structure/structure.test.ts finds circles through those too.
 * @type {import('eslint').Linter.Config[]}
 */
export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': /** @type {import('eslint').ESLint.Plugin} */ (importX) },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.node.json', 'tsconfig.web.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
