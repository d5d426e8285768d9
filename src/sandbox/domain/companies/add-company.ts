import { z } from 'zod';
import { SIGNING_RIGHT, type SigningRight } from '#shared/domain/signing-right.ts';
import type { SqlDatabase } from '../../db/database.ts';
import {
  registeredCompany,
  signingRightIn,
  type RegisteredCompany,
  type TradeRegister,
} from './trade-register.ts';

/** Why a company cannot be looked up or added; each has the message the app shows as it is. */
export type AddCompanyRefusal =
  | { reason: 'unknown-company'; message: string }
  | { reason: 'no-signing-right'; message: string }
  | { reason: 'already-added'; message: string };

export type Looked<T> = { ok: true; value: T } | { ok: false; refusal: AddCompanyRefusal };

const unknownCompany = (businessCode: string): AddCompanyRefusal => ({
  reason: 'unknown-company',
  message: `The trade register has no company with the business code ${businessCode}.`,
});

function userSsn(db: SqlDatabase, userId: number): string | null {
  return (
    db.get(z.object({ ssn: z.string().nullable() }), 'SELECT ssn FROM users WHERE id = ?', userId)
      ?.ssn ?? null
  );
}

function lookUp(
  db: SqlDatabase,
  register: TradeRegister,
  userId: number,
  businessCode: string,
): Looked<{ company: RegisteredCompany; signingRight: SigningRight }> {
  const company = registeredCompany(register, businessCode);
  if (!company) return { ok: false, refusal: unknownCompany(businessCode) };
  return {
    ok: true,
    value: { company, signingRight: signingRightIn(company, userSsn(db, userId)) },
  };
}

/** The user's signing right in the company of a business code, as the trade register gives it. */
export function signingRightStatus(
  db: SqlDatabase,
  register: TradeRegister,
  userId: number,
  businessCode: string,
): Looked<SigningRight> {
  const looked = lookUp(db, register, userId, businessCode);
  return looked.ok ? { ok: true, value: looked.value.signingRight } : looked;
}

const idRow = z.object({ id: z.number() });

/**
 * Adds the company of a business code for a user who may represent it (alone or jointly; a
 * joint right is served on the company pages through customer service). The company row is
 * created the first time any representative adds it; its deposit comes with the company AML.
 */
export function addCompany(
  db: SqlDatabase,
  register: TradeRegister,
  userId: number,
  businessCode: string,
  at: Date,
): Looked<{ id: number }> {
  const looked = lookUp(db, register, userId, businessCode);
  if (!looked.ok) return looked;
  const { company, signingRight } = looked.value;
  if (signingRight === SIGNING_RIGHT.none) {
    return {
      ok: false,
      refusal: {
        reason: 'no-signing-right',
        message: `You have no signing right in ${company.name} (${businessCode}), so you cannot add it.`,
      },
    };
  }
  return db.transaction(() => {
    const existing = db.get(
      idRow,
      'SELECT id FROM companies WHERE business_code = ?',
      businessCode,
    );
    const companyId = existing?.id ?? insertCompany(db, company, at);
    const represented = db.get(
      idRow,
      'SELECT company_id AS id FROM company_representatives WHERE company_id = ? AND user_id = ?',
      companyId,
      userId,
    );
    if (represented) {
      return {
        ok: false,
        refusal: {
          reason: 'already-added',
          message: `${company.name} (${businessCode}) has already been added to your account.`,
        },
      };
    }
    db.run(
      'INSERT INTO company_representatives (company_id, user_id, signing_right) VALUES (?, ?, ?)',
      companyId,
      userId,
      signingRight,
    );
    return { ok: true, value: { id: companyId } };
  });
}

function insertCompany(db: SqlDatabase, company: RegisteredCompany, at: Date): number {
  const { address } = company;
  return db.run(
    `INSERT INTO companies (name, business_code, address_line1, address_line2, address_postcode,
       address_city, address_country, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    company.name,
    company.businessCode,
    address.line1,
    address.line2,
    address.postcode,
    address.city,
    address.country,
    at.toISOString(),
  ).lastInsertRowid;
}
