import type { Persona } from './types.ts';
import { borrowerDocuments, helsinki, user } from './build.ts';

const NEW_APPLICANT_DOCUMENTS = (at: string) => [
  { type: 'terms_and_conditions', createdAt: at },
  { type: 'price_list', createdAt: at },
];

/*
 * Loan applicants, one per branch of the application flow (borrower-and-shared.md §4). Aino
 * (`new-borrower`, borrowers.ts) applies through the embedded Kreditz frame. On every
 * provider's page the account shared decides the scoring: the main account is approved, a
 * secondary account with few transactions asks for another account (Kreditz: SCORING_NOT_MAIN
 * _ACCOUNT → /kreditz?retry=true; the older check: aisp-rejected with Try again), an account
 * with payment defaults is rejected, and an account the scoring cannot read is a scoring error.
 */
export const APPLICANTS: readonly Persona[] = [
  {
    id: 'borrower-tink',
    role: 'borrower',
    description:
      'No loans: applies through the redirect provider (service nordigen-tink), whose page opens in the browser and returns to tink-callback. Share the main account to be approved; the secondary account gives the retry; defaults reject; the unreadable account is a scoring error.',
    applicant: { provider: 'nordigen-tink' },
    user: user({
      id: 128,
      email: 'elina.koskinen@example.fi',
      createdAt: '2024-02-12T10:05:00.000Z',
      firstName: 'Elina',
      lastName: 'Koskinen',
      birthDate: '1988-08-12',
      ssn: '120888-120S',
      mobilePhone: '+358401000128',
      address: helsinki('Mannerheimintie 102 B 7', '00250'),
      bankAccounts: ['FI4950009420028730'],
      documents: NEW_APPLICANT_DOCUMENTS('2024-02-12T10:05:00.000Z'),
    }),
  },
  {
    id: 'borrower-neonomics',
    role: 'borrower',
    description:
      'No loans, two bank accounts: applies through the bank-choice provider (service neonomics): choose-bank lists the banks, then that bank’s page returns to tink-callback. The account shared decides the scoring as for borrower-tink.',
    applicant: { provider: 'neonomics' },
    user: user({
      id: 129,
      email: 'antti.lehtonen@example.fi',
      createdAt: '2024-01-22T13:40:00.000Z',
      firstName: 'Antti',
      lastName: 'Lehtonen',
      birthDate: '1991-07-05',
      ssn: '050791-1218',
      mobilePhone: '+358401000129',
      address: {
        line1: 'Kauppakatu 12 A 3',
        line2: null,
        postcode: '40100',
        city: 'Jyväskylä',
        country: 'FI',
      },
      bankAccounts: ['FI7944052020036082', 'FI5744052020036090'],
      documents: NEW_APPLICANT_DOCUMENTS('2024-01-22T13:40:00.000Z'),
    }),
  },
  {
    id: 'applicant-rejected',
    role: 'borrower',
    description:
      'Refused ten days before the reset (the account data showed payment defaults): the loan application opens on loan-rejected with the reapply date, 91 days after that application.',
    applicant: { provider: 'kreditz', rejectedDaysAgo: 10 },
    user: user({
      id: 148,
      email: 'pekka.nieminen@example.fi',
      createdAt: '2023-11-30T09:00:00.000Z',
      firstName: 'Pekka',
      lastName: 'Nieminen',
      birthDate: '1985-03-23',
      ssn: '230385-1224',
      mobilePhone: '+358401000148',
      address: helsinki('Siltasaarenkatu 8 C 40', '00530'),
      bankAccounts: ['FI1410093000123458'],
      documents: NEW_APPLICANT_DOCUMENTS('2023-11-30T09:00:00.000Z'),
    }),
  },
  {
    id: 'applicant-near-limit',
    role: 'borrower',
    description:
      'A fair-credit loan of 19 000 € from June 2022, paid on time and most of it still owed: an application that takes the capital owed over 20 000 € is refused at once (loan-rejected with the reapply date); a smaller one goes on through the Kreditz frame.',
    applicant: { provider: 'kreditz' },
    user: user({
      id: 149,
      email: 'laura.salminen@example.fi',
      createdAt: '2022-06-01T08:30:00.000Z',
      firstName: 'Laura',
      lastName: 'Salminen',
      birthDate: '1977-06-11',
      ssn: '110677-123S',
      mobilePhone: '+358401000149',
      address: helsinki('Runeberginkatu 33 A 11', '00100'),
      bankAccounts: ['FI9639390001234567'],
      documents: borrowerDocuments('2022-06-03T12:00:00.000Z'),
      loans: [
        {
          product: 'reducing',
          amountCents: 1_900_000,
          termMonths: 84,
          dueDay: 15,
          listedOn: '2022-06-06',
        },
      ],
    }),
  },
];
