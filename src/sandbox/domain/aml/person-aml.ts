import { z } from 'zod';
import type { PersonAmlRequest } from '#shared/domain/validation/aml.ts';
import { openFirstDeposit } from '../investors/open-deposit.ts';
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
  // A person's first questionnaire opens their investor deposit account, unsigned.
  openFirstDeposit(db, { userId }, now);
}
