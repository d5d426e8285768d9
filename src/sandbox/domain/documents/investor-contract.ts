import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { InvestorAgreements } from '#shared/api/documents.ts';
import type { UserDeposit } from '../investors/deposit-of-user.ts';
import { hasAcceptedLatestTerms } from './terms.ts';
import { escapeHtml } from '../../escape-html.ts';
import { documentLanguage, type TermsLanguage } from './terms-texts.ts';

interface ContractText {
  title: string;
  intro: (name: string, depositId: string) => string;
  sections: readonly (readonly [heading: string, body: string])[];
}

const TEXTS: Record<TermsLanguage, ContractText> = {
  fi: {
    title: 'Sijoittajasopimus',
    intro: (name, depositId) =>
      `Tämä sopimus tehdään Vertaislaina Oy:n ja sijoittajan ${name} välillä sijoitustilistä ${depositId}.`,
    sections: [
      [
        '1. Sopimuksen kohde',
        'Sijoittaja sijoittaa varojaan kuluttajaluottojen osiin Vertaislaina-palvelun kautta. Palveluntarjoaja toimii välittäjänä eikä ole lainasopimusten osapuoli.',
      ],
      [
        '2. Luottoriski',
        'Sijoittaja ymmärtää, että luottoriski on kokonaan sijoittajan. Sijoitetun pääoman ja korkojen takaisinmaksua ei taata, ja sijoittaja voi menettää sijoittamansa varat osittain tai kokonaan.',
      ],
      [
        '3. Palkkiot',
        'Palveluntarjoaja perii hinnaston mukaisen hallinnointipalkkion, joka on 50 % sijoittajalle maksetuista koroista.',
      ],
      [
        '4. Voimassaolo',
        'Sopimus on voimassa toistaiseksi. Sijoittaja voi nostaa vapaan pääomansa hinnaston ja käyttöehtojen mukaisesti.',
      ],
    ],
  },
  en: {
    title: 'Investor contract',
    intro: (name, depositId) =>
      `This contract is made between Vertaislaina Oy and the investor ${name} for the investment account ${depositId}.`,
    sections: [
      [
        '1. Subject of the contract',
        'The investor invests funds in parts of consumer loans through the Vertaislaina service. The service provider acts as an intermediary and is not a party to the loan agreements.',
      ],
      [
        '2. Credit risk',
        'The investor understands that the credit risk is entirely the investor’s. Repayment of the invested capital and interest is not guaranteed, and the investor may lose the invested funds in part or in full.',
      ],
      [
        '3. Fees',
        'The service provider charges an administration fee by the price list, 50 % of the interest paid to the investor.',
      ],
      [
        '4. Validity',
        'The contract is valid until further notice. The investor may withdraw free capital by the price list and the terms of use.',
      ],
    ],
  },
  se: {
    title: 'Investeraravtal',
    intro: (name, depositId) =>
      `Detta avtal ingås mellan Vertaislaina Oy och investeraren ${name} för investeringskontot ${depositId}.`,
    sections: [
      [
        '1. Avtalets föremål',
        'Investeraren investerar medel i delar av konsumentkrediter via tjänsten Vertaislaina. Tjänsteleverantören agerar som förmedlare och är inte part i låneavtalen.',
      ],
      [
        '2. Kreditrisk',
        'Investeraren förstår att kreditrisken helt bärs av investeraren. Återbetalning av investerat kapital och ränta garanteras inte, och investeraren kan förlora de investerade medlen helt eller delvis.',
      ],
      [
        '3. Avgifter',
        'Tjänsteleverantören tar ut en förvaltningsavgift enligt prislistan, 50 % av räntan som betalas till investeraren.',
      ],
      [
        '4. Giltighet',
        'Avtalet gäller tills vidare. Investeraren kan ta ut fritt kapital enligt prislistan och användarvillkoren.',
      ],
    ],
  },
};

const nameRow = z.object({ first_name: z.string(), last_name: z.string() });

/** The investor contract of a deposit as HTML, in the reader's language. */
export function investorContractHtml(
  db: SqlDatabase,
  userId: number,
  deposit: UserDeposit,
  language: string | null,
): string {
  const text = TEXTS[documentLanguage(language)];
  const user = db.get(nameRow, 'SELECT first_name, last_name FROM users WHERE id = ?', userId);
  const name = user ? `${user.first_name} ${user.last_name}` : '';
  const sections = text.sections
    .map(([heading, body]) => `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(body)}</p>`)
    .join('\n');
  return `<h1>${escapeHtml(text.title)}</h1>\n<p>${escapeHtml(text.intro(name, deposit.mambuDepositId))}</p>\n${sections}`;
}

/** Marks the deposit signed and files an investor-contract document for its owner. */
export function signInvestorContract(
  db: SqlDatabase,
  userId: number,
  deposit: UserDeposit,
  at: Date,
): void {
  const signed = db.get(
    z.object({ has_signed_contract: z.number() }),
    'SELECT has_signed_contract FROM deposits WHERE id = ?',
    deposit.id,
  );
  if (signed?.has_signed_contract === 1) return;
  db.run('UPDATE deposits SET has_signed_contract = 1 WHERE id = ?', deposit.id);
  if (deposit.owner === 'investor-deposit') {
    db.run(
      `INSERT INTO documents (user_id, type, created_at) VALUES (?, 'investor_contract', ?)`,
      userId,
      at.toISOString(),
    );
  }
}

/** The terms flags of investor.md §3 Agreements, the same in the person's and the company's. */
export function termsAgreementsOf(
  db: SqlDatabase,
  userId: number,
): Pick<
  InvestorAgreements,
  'has_signed_terms_and_conditions' | 'has_signed_latest_terms_and_conditions'
> {
  const termsRow = db.get(
    z.object({ n: z.number() }),
    'SELECT COUNT(*) AS n FROM terms_acceptances WHERE user_id = ?',
    userId,
  );
  return {
    has_signed_terms_and_conditions: (termsRow?.n ?? 0) > 0,
    has_signed_latest_terms_and_conditions: hasAcceptedLatestTerms(db, userId),
  };
}

/** The four agreement flags of investor.md §3 for the user's own deposits. */
export function investorAgreementsOf(db: SqlDatabase, userId: number): InvestorAgreements {
  const contract = db.get(
    z.object({ n: z.number() }),
    'SELECT COUNT(*) AS n FROM deposits WHERE user_id = ? AND has_signed_contract = 1',
    userId,
  );
  const signedContract = (contract?.n ?? 0) > 0;
  return {
    ...termsAgreementsOf(db, userId),
    has_signed_investor_contract: signedContract,
    has_signed_latest_investor_contract: signedContract,
  };
}
