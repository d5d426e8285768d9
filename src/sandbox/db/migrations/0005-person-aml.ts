import type { Migration } from './types.ts';

/**
 * The person AML questionnaire (investor.md §3 Person AML): one per user, its fields as the
 * gateway takes them (`POST/PATCH api/aml-pep`) kept as JSON, since nothing queries into them.
 */
export const migration0005: Migration = {
  version: 5,
  name: 'person AML questionnaire',
  sql: `
CREATE TABLE person_aml (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  answers TEXT NOT NULL CHECK (json_valid(answers)),
  updated_at TEXT NOT NULL
);
`,
};
