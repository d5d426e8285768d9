import { z } from 'zod';
import type { PersonAmlRequest } from '#shared/domain/validation/aml.ts';
import { referenceNumber } from '../investors/reference-number.ts';
import type { SqlDatabase } from '../../db/database.ts';

const answersRow = z.object({ answers: z.string() });

/** The user's stored questionnaire, or null before the first one. */
export function loadPersonAml(db: SqlDatabase, userId: number): unknown {
  const row = db.get(answersRow, 'SELECT answers FROM person_aml WHERE user_id = ?', userId);
  return row ? (JSON.parse(row.answers) as unknown) : null;
}

/** Stores the questionnaire (a new one or an update) and clears the user's refill flag. */
export function savePersonAml(
  db: SqlDatabase,
  userId: number,
  answers: PersonAmlRequest,
  now: Date,
): void {
  const stored = { ...answers, force_aml_fill_in: false };
  db.run(
    `INSERT INTO person_aml (user_id, answers, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET answers = excluded.answers, updated_at = excluded.updated_at`,
    userId,
    JSON.stringify(stored),
    now.toISOString(),
  );
  db.run('UPDATE users SET force_aml_fill_in = 0 WHERE id = ?', userId);
  openDepositAfterAml(db, userId, now);
}

/**
 * A person's first questionnaire opens their investor deposit account, unsigned, as the gateway
 * does: the contract step that follows needs a deposit to sign (investor.md §4 Access guards).
 */
function openDepositAfterAml(db: SqlDatabase, userId: number, now: Date): void {
  const existing = db.get(
    z.object({ n: z.number() }),
    'SELECT count(*) AS n FROM deposits WHERE user_id = ?',
    userId,
  );
  if ((existing?.n ?? 0) > 0) return;
  db.run(
    `INSERT INTO deposits (mambu_deposit_id, user_id, has_signed_contract, reference_number, created_at)
     VALUES (?, ?, 0, ?, ?)`,
    `DEP${userId}1`,
    userId,
    referenceNumber(`${userId}1`),
    now.toISOString(),
  );
}
