import { z } from 'zod';
import type { CompanyAgreements } from '#shared/api/documents.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { termsAgreementsOf } from './investor-contract.ts';

/** The document a signed company contract files for the company (its profile's documents). */
export const COMPANY_CONTRACT_DOCUMENT = 'company_investor_contract';

const depositRow = z.object({ id: z.number(), has_signed_contract: z.number() });

export type CompanySigning = 'signed' | 'already-signed' | 'no-deposit';

/**
 * Signs the company contract: the company's unsigned deposit (opened by its AML questionnaire)
 * is marked signed and the contract filed among the company's documents. A company whose
 * deposits are all signed has nothing to sign; one without a deposit has not answered its AML.
 */
export function signCompanyContract(db: SqlDatabase, companyId: number, at: Date): CompanySigning {
  return db.transaction(() => {
    const deposits = db.all(
      depositRow,
      'SELECT id, has_signed_contract FROM deposits WHERE company_id = ? ORDER BY id',
      companyId,
    );
    const unsigned = deposits.find((deposit) => deposit.has_signed_contract === 0);
    if (!unsigned) return deposits.length === 0 ? 'no-deposit' : 'already-signed';
    db.run('UPDATE deposits SET has_signed_contract = 1 WHERE id = ?', unsigned.id);
    db.run(
      'INSERT INTO documents (company_id, type, created_at) VALUES (?, ?, ?)',
      companyId,
      COMPANY_CONTRACT_DOCUMENT,
      at.toISOString(),
    );
    return 'signed';
  });
}

/** The user's terms flags and the company's contract flags (investor.md §3 Agreements). */
export function companyAgreementsOf(
  db: SqlDatabase,
  userId: number,
  companyId: number,
): CompanyAgreements {
  const signed = db.get(
    z.object({ n: z.number() }),
    'SELECT COUNT(*) AS n FROM deposits WHERE company_id = ? AND has_signed_contract = 1',
    companyId,
  );
  const hasSigned = (signed?.n ?? 0) > 0;
  return {
    ...termsAgreementsOf(db, userId),
    has_signed_company_contract: hasSigned,
    has_signed_latest_company_contract: hasSigned,
  };
}
