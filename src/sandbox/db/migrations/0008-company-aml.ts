import type { Migration } from './types.ts';

/**
 * The company AML questionnaire (investor.md §3 Company AML questionnaire): one per company, its
 * fields as the gateway takes them (`POST api/company/{companyId}/aml`) kept as JSON, as the
 * person's are (0005), with the representative who answered last.
 */
export const migration0008: Migration = {
  version: 8,
  name: 'company AML questionnaire',
  sql: `
CREATE TABLE company_aml (
  company_id INTEGER PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  answers TEXT NOT NULL CHECK (json_valid(answers)),
  answered_by INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  updated_at TEXT NOT NULL
);
`,
};
