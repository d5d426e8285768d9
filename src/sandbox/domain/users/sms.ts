import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { SmsCodeError } from '#shared/api/auth.ts';
import { canonicalPhone } from '#shared/domain/validation/phone.ts';
import { SMS_CODE_VALIDITY_SECONDS } from '#shared/domain/validation/login.ts';

/** The spec's code validity (borrower-and-shared.md §9). */
/**
 * Wrong guesses allowed per code. The last one still answers CODE_INVALID; after that the code
 * is locked and every attempt answers CODE_EXPIRED, which sends the user back to request a
 * new code (a resend unlocks, as it replaces the code).
 */
export const SMS_MAX_FAILED_ATTEMPTS = 5;

type BlaId = string | number | null;

const codeRow = z.object({
  code: z.string(),
  bla_id: z.string().nullable(),
  failed_attempts: z.number(),
  expires_at: z.string(),
});
const blaIdJson = z.union([z.string(), z.number(), z.null()]);

const messageRow = z.object({
  phone: z.string(),
  code: z.string(),
  text: z.string(),
  sent_at: z.string(),
});
export interface SmsMessage {
  phone: string;
  code: string;
  text: string;
  sentAt: string;
}

/** One wording for the login and the registration codes: the same outbox sends both. */
const TEXTS: Record<'fi' | 'en' | 'se' | 'de', (code: string) => string> = {
  fi: (code) => `Vertaislaina: vahvistuskoodisi on ${code}. Koodi on voimassa 5 minuuttia.`,
  en: (code) => `Vertaislaina: your verification code is ${code}. It is valid for 5 minutes.`,
  se: (code) => `Vertaislaina: din verifieringskod är ${code}. Koden gäller i 5 minuter.`,
  de: (code) => `Vertaislaina: Ihr Bestätigungscode lautet ${code}. Er ist 5 Minuten gültig.`,
};

/** Creates a fresh code for the phone (replacing any earlier one) and puts the SMS in the outbox. */
export function sendLoginCode(
  db: SqlDatabase,
  phone: string,
  blaId: BlaId,
  language: string | null,
  at: Date,
): string {
  const canonical = canonicalPhone(phone);
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const expiresAt = new Date(at.getTime() + SMS_CODE_VALIDITY_SECONDS * 1000);
  const template =
    language === 'en' || language === 'se' || language === 'de' ? TEXTS[language] : TEXTS.fi;
  const text = template(code);
  db.transaction(() => {
    db.run(
      `INSERT OR REPLACE INTO sms_codes (phone, code, bla_id, failed_attempts, created_at, expires_at)
       VALUES (?, ?, ?, 0, ?, ?)`,
      canonical,
      code,
      JSON.stringify(blaId),
      at.toISOString(),
      expiresAt.toISOString(),
    );
    db.run(
      'INSERT INTO sms_outbox (phone, code, text, sent_at) VALUES (?, ?, ?, ?)',
      canonical,
      code,
      text,
      at.toISOString(),
    );
  });
  return code;
}

export type VerifyOutcome = { ok: true; blaId: BlaId } | { ok: false; error: SmsCodeError };

/** Checks a code; a right code is consumed and cannot be used again. */
export function verifyLoginCode(
  db: SqlDatabase,
  phone: string,
  code: string,
  at: Date,
): VerifyOutcome {
  const canonical = canonicalPhone(phone);
  const row = db.get(codeRow, 'SELECT * FROM sms_codes WHERE phone = ?', canonical);
  if (!row) return { ok: false, error: 'CODE_NOT_REQUESTED' };
  if (at >= new Date(row.expires_at) || row.failed_attempts >= SMS_MAX_FAILED_ATTEMPTS) {
    return { ok: false, error: 'CODE_EXPIRED' };
  }
  if (row.code !== code) {
    db.run('UPDATE sms_codes SET failed_attempts = failed_attempts + 1 WHERE phone = ?', canonical);
    return { ok: false, error: 'CODE_INVALID' };
  }
  db.run('DELETE FROM sms_codes WHERE phone = ?', canonical);
  return { ok: true, blaId: blaIdJson.parse(JSON.parse(row.bla_id ?? 'null')) };
}

/** Sent messages, oldest first, for one phone (any written form) or for all. */
export function smsOutbox(db: SqlDatabase, phone?: string): SmsMessage[] {
  const rows =
    phone === undefined
      ? db.all(messageRow, 'SELECT * FROM sms_outbox ORDER BY id')
      : db.all(
          messageRow,
          'SELECT * FROM sms_outbox WHERE phone = ? ORDER BY id',
          canonicalPhone(phone),
        );
  return rows.map((row) => ({
    phone: row.phone,
    code: row.code,
    text: row.text,
    sentAt: row.sent_at,
  }));
}
