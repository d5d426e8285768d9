import { z } from 'zod';
import type { AispService } from '#shared/api/borrower.ts';
import type { SqlDatabase } from '../../db/database.ts';

/** The account-information provider an applicant's applications use. */
export type ApplicationProvider = 'kreditz' | AispService;

export interface ProviderFields {
  kreditzCheck: boolean;
  service: AispService | null;
}

const providerRow = z.object({
  kreditz_check: z.number(),
  service: z.enum(['nordigen-tink', 'neonomics']).nullable(),
});

/** Sets which provider the user's applications use (personas choose when seeded). */
export function setProvider(db: SqlDatabase, userId: number, provider: ApplicationProvider): void {
  db.run(
    `INSERT INTO loan_application_providers (user_id, kreditz_check, service) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET kreditz_check = excluded.kreditz_check,
       service = excluded.service`,
    userId,
    provider === 'kreditz' ? 1 : 0,
    provider === 'kreditz' ? null : provider,
  );
}

/** The provider of a new application: the user's own, else the embedded frame (Kreditz). */
export function providerOf(db: SqlDatabase, userId: number): ProviderFields {
  const row = db.get(
    providerRow,
    'SELECT kreditz_check, service FROM loan_application_providers WHERE user_id = ?',
    userId,
  );
  if (!row) return { kreditzCheck: true, service: null };
  return { kreditzCheck: row.kreditz_check === 1, service: row.service };
}
