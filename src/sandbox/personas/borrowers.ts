import type { Persona } from './types.ts';
import { borrowerDocuments, helsinki, user } from './build.ts';

/** Borrowers: new, in arrears, in debt collection. */
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
      'Fair-credit loan active in arrears: the last installment is unpaid (banner shown).',
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
          mambuLoanId: 'LN1021',
          product: 'fair-credit',
          state: 'ACTIVE_IN_ARREARS',
          principalCents: 800_000,
          remainingCents: 512_344,
          interestRateBp: 690,
          termMonths: 60,
          dueDayOfMonth: 15,
          referenceNumber: '10210',
          overdueCents: 17_812,
          disbursedAt: '2021-08-25T10:00:00.000Z',
        },
      ],
    }),
  },
  {
    id: 'borrower-in-debt-collection',
    role: 'borrower',
    description: 'Fair-credit loan passed to debt collection: only the collection notice is shown.',
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
          mambuLoanId: 'LN1031',
          product: 'fair-credit',
          state: 'DEBT_COLLECTION',
          principalCents: 1_200_000,
          remainingCents: 1_043_290,
          interestRateBp: 990,
          termMonths: 84,
          dueDayOfMonth: 1,
          referenceNumber: '10317',
          overdueCents: 96_455,
          disbursedAt: '2020-05-18T10:00:00.000Z',
        },
      ],
    }),
  },
];
