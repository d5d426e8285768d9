/**
 * A schema change. Migrations live in code, not .sql files, because main bundles the sandbox.
 * Never edit an applied migration: add the next one, in a file of its own. Money is integer cents.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
