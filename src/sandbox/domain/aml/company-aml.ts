import { z } from 'zod';
import type { CompanyAmlRequest } from '#shared/domain/validation/company-aml.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { openFirstDeposit } from '../investors/open-deposit.ts';

const answersRow = z.object({ answers: z.string() });

/** The company's stored questionnaire, or null before the first one. */
export function loadCompanyAml(db: SqlDatabase, companyId: number): unknown {
  const row = db.get(answersRow, 'SELECT answers FROM company_aml WHERE company_id = ?', companyId);
  return row ? (JSON.parse(row.answers) as unknown) : null;
}

/**
 * Stores the company's questionnaire (a new one or a replacement) and opens the company's
 * investor deposit account, unsigned, for the company contract that follows.
 */
export function saveCompanyAml(
  db: SqlDatabase,
  companyId: number,
  userId: number,
  answers: CompanyAmlRequest,
  now: Date,
): void {
  db.transaction(() => {
    db.run(
      `INSERT INTO company_aml (company_id, answers, answered_by, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (company_id) DO UPDATE SET answers = excluded.answers,
         answered_by = excluded.answered_by, updated_at = excluded.updated_at`,
      companyId,
      JSON.stringify(answers),
      userId,
      now.toISOString(),
    );
    openFirstDeposit(db, { companyId }, now);
  });
}
