import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { createTaxLedger, type TaxMove } from '#shared/domain/tax-statement/index.ts';
import type { AppLanguage } from '#shared/languages.ts';
import type { BlockWriter } from '../../src/renderer/src/features/tax-statement/statement-blocks.ts';
import type { StatementSubject } from '../../src/renderer/src/features/tax-statement/statement-document.ts';

/**
 * A worked history for the statement's tests: a loss written off in December 2023 whose claim is
 * sold in March 2024, an autosell in 2024, interest and fees in both years.
 */
export const WORKED_MOVES: TaxMove[] = [
  { day: '2022-05-10', type: 'INVESTMENTS', amountCents: -100_000, loan: 'LN7' },
  { day: '2023-06-01', type: 'INTEREST_PAID', amountCents: 30_000, loan: 'LN7' },
  { day: '2023-06-01', type: 'ADMINISTRATION_FEE', amountCents: -15_000, loan: 'LN7' },
  { day: '2023-12-15', type: 'CREDIT_LOSS_AMOUNT', amountCents: -80_000, loan: 'LN7' },
  { day: '2024-02-01', type: 'INTEREST_PAID', amountCents: 1_234_567, loan: 'LN8' },
  { day: '2024-02-01', type: 'ADMINISTRATION_FEE', amountCents: -617_283, loan: 'LN8' },
  { day: '2024-03-14', type: 'CREDIT_LOSS_BUY_PRICE', amountCents: 12_000, loan: 'LN7' },
  { day: '2024-05-02', type: 'AUTOSELL_TRANSACTION', amountCents: 250_000, loan: 'LN9' },
  { day: '2024-05-02', type: 'TRANSACTION_FEE', amountCents: -2_500, loan: null },
];

export function workedYear(year: number, holder: 'person' | 'company' = 'person') {
  const ledger = createTaxLedger();
  WORKED_MOVES.forEach(ledger.add);
  return ledger.statement(year, { holder, today: '2026-02-01', loansNamed: true });
}

const locales = new URL('../../src/renderer/src/i18n/locales/', import.meta.url);

/** The statement's texts in a language, read from the app's own locale file. */
export function writerIn(language: AppLanguage): BlockWriter {
  const texts: unknown = JSON.parse(
    readFileSync(new URL(`${language}/taxStatement.json`, locales), 'utf8'),
  );
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { taxStatement: texts as Record<string, string> } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return { t: instance.t, language };
}

export const SUBJECT: StatementSubject = {
  holderName: 'Sanna Äijälä-Öst',
  portfolio: { kind: 'deposit', id: 'DEP-1001' },
  madeOn: '2026-02-01',
};
