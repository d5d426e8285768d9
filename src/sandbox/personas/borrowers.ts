import type { Persona } from './types.ts';
import { borrowerDocuments, helsinki, user } from './build.ts';

/**
 * Borrowers: new, in arrears, in debt collection, and paying on time. Their loans are engine
 * loans (world/borrower-stories.ts), funded by the world's investors and repaid or not as
 * each story says, so their figures come from the schedule and the ledger.
 */
export const BORROWERS: readonly Persona[] = [
  {
    id: 'new-borrower',
    role: 'borrower',
    description:
      'Registered last week, no loans or applications yet: starts a loan application. Bank login: pick Aino Virtanen on the bank page.',
    user: user({
      id: 101,
      email: 'aino.virtanen@example.fi',
      emailVerifiedAt: null,
      createdAt: '2024-03-04T08:15:00.000Z',
      firstName: 'Aino',
      middleName: 'Maria',
      lastName: 'Virtanen',
      birthDate: '1996-03-14',
      ssn: '140396-102H',
      mobilePhone: '+358401000101',
      offers: { general: true, email: true, sms: false },
      address: helsinki('Fleminginkatu 21 A 4', '00510'),
      bankAccounts: ['FI2112345600000785'],
      documents: [
        { type: 'terms_and_conditions', createdAt: '2024-03-04T08:15:00.000Z' },
        { type: 'price_list', createdAt: '2024-03-04T08:15:00.000Z' },
      ],
    }),
  },
  {
    id: 'borrower-in-arrears',
    role: 'borrower',
    description:
      'Fair-credit loan active in arrears: paid on time until the last installment due, which is unpaid (banner shown); moving the clock on brings reminders, then debt collection.',
    user: user({
      id: 102,
      email: 'mikko.jarvinen@example.fi',
      createdAt: '2021-08-19T11:02:00.000Z',
      firstName: 'Mikko',
      lastName: 'Järvinen',
      birthDate: '1984-11-02',
      ssn: '021184-109B',
      mobilePhone: '+358401000102',
      address: { ...helsinki('Hämeentie 64 B 12', '00550') },
      bankAccounts: ['FI5140000012345678'],
      documents: borrowerDocuments('2021-08-23T12:40:00.000Z'),
      loans: [
        {
          product: 'reducing',
          amountCents: 800_000,
          termMonths: 84,
          dueDay: 15,
          listedOn: '2021-08-23',
          stopsPaying: 'last-due-date',
        },
      ],
    }),
  },
  {
    id: 'borrower-in-debt-collection',
    role: 'borrower',
    description:
      'Fair-credit loan passed to debt collection (unpaid from March 2022): only the collection notice is shown.',
    user: user({
      id: 103,
      email: 'jari.makela@example.fi',
      createdAt: '2020-05-11T14:20:00.000Z',
      firstName: 'Jari',
      lastName: 'Mäkelä',
      birthDate: '1979-07-23',
      ssn: '230779-117M',
      mobilePhone: '+358401000103',
      address: {
        line1: 'Hervannan valtaväylä 9 C 31',
        line2: null,
        postcode: '33720',
        city: 'Tampere',
        country: 'FI',
      },
      bankAccounts: ['FI3315903000123456'],
      documents: borrowerDocuments('2020-05-14T09:00:00.000Z'),
      loans: [
        {
          product: 'reducing',
          amountCents: 1_200_000,
          termMonths: 84,
          dueDay: 1,
          listedOn: '2020-05-14',
          stopsPaying: { on: '2022-03-01' },
        },
      ],
    }),
  },
  {
    id: 'borrower-with-loan',
    role: 'borrower',
    description:
      'Pays on time: a fair-credit loan due on the last of the month, paid since May 2023 (rate stepped down from 9.90 %), and a fixed-rate 19.90 % loan due on the 10th.',
    user: user({
      id: 110,
      email: 'laura.heikkinen@example.fi',
      createdAt: '2023-03-27T10:30:00.000Z',
      firstName: 'Laura',
      lastName: 'Heikkinen',
      birthDate: '1990-06-12',
      ssn: '120690-118L',
      // +358401000110 is legacy-system-error's number on the old platform (personas/legacy.ts).
      mobilePhone: '+358401000170',
      address: helsinki('Mannerheimintie 112 C 18', '00250'),
      bankAccounts: ['FI6812345600001103'],
      documents: borrowerDocuments('2023-03-30T09:10:00.000Z'),
      loans: [
        {
          product: 'reducing',
          amountCents: 500_000,
          termMonths: 60,
          dueDay: 31,
          listedOn: '2023-04-03',
        },
        {
          product: 'fixed',
          amountCents: 300_000,
          termMonths: 60,
          dueDay: 10,
          listedOn: '2023-10-02',
        },
      ],
    }),
  },
];
