import { z } from 'zod';
import { formatEuros, LAST_OF_MONTH_DUE_DAY } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import type { StoredApplication } from '../applications/store.ts';
import { escapeHtml } from '../../escape-html.ts';
import { documentLanguage, type TermsLanguage } from './terms-texts.ts';

/*
 * The loan contract of an approved offer as HTML (GET api/document/borrower/{applicationId}),
 * in the reader's language (de and others read English, as the terms do). Every figure comes
 * from the offer as made; every text, the borrower's name included, is escaped.
 */

interface ContractText {
  title: string;
  intro: (name: string, id: number) => string;
  rows: {
    amount: string;
    term: string;
    months: string;
    installment: string;
    fee: string;
    total: string;
    nominal: string;
    apr: string;
    dueDay: string;
    lastOfMonth: string;
    account: string;
  };
  terms: readonly string[];
}

const TEXTS: Record<TermsLanguage, ContractText> = {
  fi: {
    title: 'Luottosopimus',
    intro: (name, id) =>
      `Luotonottaja ${name} ja luotonantajat Vertaislaina-palvelun välityksellä, hakemus ${id}.`,
    rows: {
      amount: 'Luoton määrä',
      term: 'Laina-aika',
      months: 'kuukautta',
      installment: 'Kuukausierä',
      fee: 'Tilinhoitomaksu kuukaudessa',
      total: 'Kuukausierä maksuineen',
      nominal: 'Keskimääräinen nimelliskorko',
      apr: 'Todellinen vuosikorko',
      dueDay: 'Eräpäivä',
      lastOfMonth: 'kuukauden viimeinen päivä',
      account: 'Maksutili',
    },
    terms: [
      'Nimelliskorko on aluksi 9,90 % ja laskee 0,1 prosenttiyksikköä jokaiselta ajallaan maksetulta kuukaudelta, kuitenkin vähintään 2,90 %.',
      'Tilinhoitomaksu on 0,30 % luoton alkuperäisestä määrästä kuukaudessa, enintään 150,00 € vuodessa.',
      'Palveluntarjoaja toimii välittäjänä eikä ole luottosopimuksen osapuoli.',
    ],
  },
  en: {
    title: 'Loan contract',
    intro: (name, id) =>
      `Borrower ${name} and the lenders through the Vertaislaina service, application ${id}.`,
    rows: {
      amount: 'Loan amount',
      term: 'Term',
      months: 'months',
      installment: 'Monthly installment',
      fee: 'Account fee per month',
      total: 'Monthly installment with fees',
      nominal: 'Average nominal interest',
      apr: 'Annual percentage rate',
      dueDay: 'Due day',
      lastOfMonth: 'last day of the month',
      account: 'Payment account',
    },
    terms: [
      'The nominal rate starts at 9.90 % and falls 0.1 percentage point for each month paid on time, down to 2.90 %.',
      'The loan account fee is 0.30 % of the original amount a month, at most 150.00 € a year.',
      'The service provider acts as an intermediary and is not a party to the loan agreement.',
    ],
  },
  se: {
    title: 'Kreditavtal',
    intro: (name, id) =>
      `Låntagaren ${name} och långivarna via tjänsten Vertaislaina, ansökan ${id}.`,
    rows: {
      amount: 'Kreditbelopp',
      term: 'Löptid',
      months: 'månader',
      installment: 'Månadsbetalning',
      fee: 'Kontoavgift per månad',
      total: 'Månadsbetalning med avgifter',
      nominal: 'Genomsnittlig nominell ränta',
      apr: 'Effektiv årsränta',
      dueDay: 'Förfallodag',
      lastOfMonth: 'månadens sista dag',
      account: 'Betalningskonto',
    },
    terms: [
      'Den nominella räntan är först 9,90 % och sjunker 0,1 procentenhet för varje månad som betalas i tid, till lägst 2,90 %.',
      'Kontoavgiften är 0,30 % av det ursprungliga kreditbeloppet per månad, högst 150,00 € per år.',
      'Tjänsteleverantören agerar som förmedlare och är inte part i kreditavtalet.',
    ],
  },
};

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;

const nameAndAccount = z.object({
  first_name: z.string(),
  last_name: z.string(),
  iban: z.string().nullable(),
});

/** The contract of an approved application's offer, or null when it has none. */
export function borrowerContractHtml(
  db: SqlDatabase,
  application: StoredApplication,
  language: string | null,
): string | null {
  const offer = application.offer;
  if (!application.approved || offer === null || application.amountOfferedCents === null) {
    return null;
  }
  const text = TEXTS[documentLanguage(language)];
  const who = db.get(
    nameAndAccount,
    `SELECT u.first_name, u.last_name,
       (SELECT iban FROM bank_accounts WHERE id = ? AND user_id = u.id) AS iban
     FROM users u WHERE u.id = ?`,
    application.bankAccountId,
    application.userId,
  );
  const dueDay =
    application.dueDate === null
      ? '–'
      : application.dueDate === LAST_OF_MONTH_DUE_DAY
        ? text.rows.lastOfMonth
        : String(application.dueDate);
  const rows: [string, string][] = [
    [text.rows.amount, `${formatEuros(application.amountOfferedCents)} €`],
    [text.rows.term, `${application.termsOffered ?? application.termMonths} ${text.rows.months}`],
    [text.rows.installment, `${formatEuros(offer.monthlyInstallment)} €`],
    [text.rows.fee, `${formatEuros(offer.monthlyFee)} €`],
    [text.rows.total, `${formatEuros(offer.totalInstallment)} €`],
    [text.rows.nominal, percent(offer.averageNominalInterest)],
    [
      text.rows.apr,
      offer.annualPercentageRate === null ? '–' : percent(offer.annualPercentageRate),
    ],
    [text.rows.dueDay, dueDay],
    [text.rows.account, who?.iban ?? '–'],
  ];
  const name = who ? `${who.first_name} ${who.last_name}` : '';
  const table = rows
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const terms = text.terms.map((term) => `<li>${escapeHtml(term)}</li>`).join('\n');
  return `<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.intro(name, application.id))}</p>
<table>
${table}
</table>
<ul>
${terms}
</ul>`;
}
