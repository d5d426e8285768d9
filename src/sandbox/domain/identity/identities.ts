import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';

export interface Identity {
  ssn: string;
  personaId: string | null;
  firstName: string;
  lastName: string;
  birthDate: string;
  userId: number | null;
}

const identityRow = z
  .object({
    ssn: z.string(),
    persona_id: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    birth_date: z.string(),
    user_id: z.number().nullable(),
  })
  .transform((row): Identity => ({
    ssn: row.ssn,
    personaId: row.persona_id,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    userId: row.user_id,
  }));

/** Everyone the bank can identify: personas first (in seed order), then people added later. */
export function listIdentities(db: SqlDatabase): Identity[] {
  return db.all(identityRow, 'SELECT * FROM identities ORDER BY persona_id IS NULL, rowid');
}

export function findIdentity(db: SqlDatabase, ssn: string): Identity | undefined {
  return db.get(identityRow, 'SELECT * FROM identities WHERE ssn = ?', ssn);
}

/** The code a persona was seeded with, if the bank knows them. */
export function personaSsn(db: SqlDatabase, personaId: string): string | null {
  const row = db.get(
    z.object({ ssn: z.string() }),
    'SELECT ssn FROM identities WHERE persona_id = ?',
    personaId,
  );
  return row?.ssn ?? null;
}

/** Adds a person the tester made up on the bank page. */
export function addIdentity(
  db: SqlDatabase,
  person: Pick<Identity, 'ssn' | 'firstName' | 'lastName' | 'birthDate'>,
): void {
  db.run(
    'INSERT INTO identities (ssn, first_name, last_name, birth_date) VALUES (?, ?, ?, ?)',
    person.ssn,
    person.firstName,
    person.lastName,
    person.birthDate,
  );
}

export function linkIdentity(db: SqlDatabase, ssn: string, userId: number): void {
  db.run('UPDATE identities SET user_id = ? WHERE ssn = ?', userId, ssn);
}
