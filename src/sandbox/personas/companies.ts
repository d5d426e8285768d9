import type { Persona } from './types.ts';
import {
  euros,
  helsinki,
  investingStory,
  investorDocuments,
  signedDeposit,
  user,
} from './build.ts';
import { LEHTONEN_INVEST_OLD_PORTFOLIO } from './legacy.ts';

/** Company representatives with and without signing right 2. */
export const COMPANY_REPRESENTATIVES: readonly Persona[] = [
  {
    id: 'company-rep-signing-right',
    role: 'company',
    description:
      'Represents Lehtonen Invest Oy with signing right 2: autoinvest and withdrawal allowed; the ' +
      'company also has its fixed-rate portfolio of the old platform (legacy company 80501).',
    user: user({
      id: 106,
      email: 'kaisa.lehtonen@example.fi',
      createdAt: '2021-02-03T10:00:00.000Z',
      firstName: 'Kaisa',
      lastName: 'Lehtonen',
      birthDate: '1975-04-08',
      ssn: '080475-1386',
      mobilePhone: '+358401000106',
      address: helsinki('Bulevardi 30 C 14', '00120'),
      bankAccounts: ['FI6947100012345678'],
      deposits: [
        signedDeposit(
          'DEP1061',
          '10618',
          '2021-02-03T10:20:00.000Z',
          investingStory([
            ['2021-02-03', 5_000],
            ['2023-05-22', 2_000],
          ]),
        ),
      ],
      documents: investorDocuments('2021-02-03T10:20:00.000Z'),
      companies: [
        {
          id: 501,
          name: 'Lehtonen Invest Oy',
          businessCode: '2345678-0',
          address: helsinki('Bulevardi 30 C 14', '00120'),
          signingRight: 2,
          createdAt: '2021-03-15T12:00:00.000Z',
          bankAccounts: ['FI2210253000098765'],
          legacyCompanies: [{ legacyCompanyId: 80501, portfolio: LEHTONEN_INVEST_OLD_PORTFOLIO }],
          documents: [{ type: 'company_investor_contract', createdAt: '2021-03-15T12:30:00.000Z' }],
          deposits: [
            signedDeposit(
              'DEP5011',
              '50115',
              '2021-03-15T12:30:00.000Z',
              investingStory([
                ['2021-03-15', 50_000],
                ['2022-03-01', 25_000],
              ]),
            ),
          ],
        },
      ],
    }),
  },
  {
    id: 'company-rep-no-signing-right',
    role: 'company',
    description:
      'Represents Saaristo Capital Ab but signs only jointly: autoinvest and withdrawal blocked.',
    user: user({
      id: 107,
      email: 'hanna.nieminen@example.fi',
      createdAt: '2022-06-20T13:40:00.000Z',
      firstName: 'Hanna',
      lastName: 'Nieminen',
      birthDate: '1988-06-30',
      ssn: '300688-144J',
      mobilePhone: '+358401000107',
      language: 'se',
      address: {
        line1: 'Rådhusgatan 3',
        line2: null,
        postcode: '22100',
        city: 'Mariehamn',
        country: 'FI',
      },
      bankAccounts: ['FI6057101020003456'],
      deposits: [
        signedDeposit(
          'DEP1071',
          '10715',
          '2022-06-20T14:00:00.000Z',
          investingStory([['2022-06-20', 2_500]]),
        ),
      ],
      documents: investorDocuments('2022-06-20T14:00:00.000Z'),
      companies: [
        {
          id: 502,
          name: 'Saaristo Capital Ab',
          businessCode: '2960512-6',
          address: {
            line1: 'Torggatan 8',
            line2: null,
            postcode: '22100',
            city: 'Mariehamn',
            country: 'FI',
          },
          signingRight: 1,
          createdAt: '2022-07-01T08:00:00.000Z',
          bankAccounts: ['FI7257103020011223'],
          legacyCompanies: [],
          documents: [{ type: 'company_investor_contract', createdAt: '2022-07-05T08:00:00.000Z' }],
          deposits: [
            // Money in, but without signing right 2 autoinvest was never switched on.
            signedDeposit('DEP5021', '50212', '2022-07-05T08:00:00.000Z', {
              transfers: [{ day: '2022-07-05', cents: euros(20_000) }],
              autoinvest: [],
            }),
          ],
        },
      ],
    }),
  },
  {
    id: 'company-rep-new-company',
    role: 'company',
    description:
      'A signed investor whose company Saarinen Consulting Oy (signing right 2) is added but not onboarded: no AML, no deposit, no contract.',
    user: user({
      id: 130,
      email: 'mikko.saarinen@example.fi',
      createdAt: '2023-09-04T08:00:00.000Z',
      firstName: 'Mikko',
      lastName: 'Saarinen',
      birthDate: '1982-09-17',
      ssn: '170982-246A',
      mobilePhone: '+358401000130',
      language: 'en',
      address: helsinki('Fredrikinkatu 22 A 5', '00120'),
      bankAccounts: ['FI6247100098765432'],
      deposits: [
        signedDeposit(
          'DEP1301',
          '13013',
          '2023-09-04T08:20:00.000Z',
          investingStory([['2023-09-04', 1_000]]),
        ),
      ],
      documents: investorDocuments('2023-09-04T08:20:00.000Z'),
      companies: [
        {
          id: 530,
          name: 'Saarinen Consulting Oy',
          businessCode: '1732050-2',
          address: helsinki('Fredrikinkatu 22 A 5', '00120'),
          signingRight: 2,
          createdAt: '2024-05-01T10:00:00.000Z',
          bankAccounts: [],
          legacyCompanies: [],
          documents: [],
          deposits: [],
        },
      ],
    }),
  },
];
