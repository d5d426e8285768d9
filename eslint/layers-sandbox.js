// @ts-check
/**
 * The layer rules of src/sandbox: which folders may import which, so that no import runs back up
 * a layer. eslint-plugin-boundaries, scoped to this process's files.
 * @type {import('eslint').Linter.Config[]}
 */
export default [];
