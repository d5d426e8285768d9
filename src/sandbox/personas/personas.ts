import type {
  Persona,
  PersonaAddress,
  PersonaDeposit,
  PersonaDocument,
  PersonaUser,
} from './types.ts';
import { verificationState } from '../../shared/domain/verification.ts';
import { retryStateOf } from '../domain/document-checks.ts';

/*
 * The sandbox's people, one per branch of the spec. Ids, phones and credentials are part of
 * the contract with the end-to-end tests: change them only together with the tests.
 * Dates are fixed so every run shows the same history; only SMS codes and sessions use the clock.
 */

type UserEssentials = Pick<
  PersonaUser,
  'id' | 'email' | 'createdAt' | 'firstName' | 'lastName' | 'birthDate' | 'mobilePhone' | 'address'
>;

function user(fields: UserEssentials & Partial<PersonaUser>): PersonaUser {
  return {
    emailVerifiedAt: fields.createdAt,
    middleName: null,
    ssn: null,
    language: 'fi',
    mambuId: `CL${String(fields.id).padStart(6, '0')}`,
    offers: { general: false, email: false, sms: false },
    nationality: 'FI',
    forceAmlFillIn: false,
    isForeigner: false,
    verificationErrorCode: null,
    deposits: [],
    loans: [],
    bankAccounts: [],
    documents: [],
    companies: [],
    acceptedTerms: 'latest',
    ...fields,
  };
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const helsinki = (line1: string, postcode: string): PersonaAddress => ({
  line1,
  line2: null,
  postcode,
  city: 'Helsinki',
  country: 'FI',
});

const investorDocuments = (at: string): PersonaDocument[] => [
  { type: 'terms_and_conditions', createdAt: at },
  { type: 'price_list', createdAt: at },
  { type: 'investor_contract', createdAt: at },
];

const borrowerDocuments = (at: string): PersonaDocument[] => [
  { type: 'secci', createdAt: at },
  { type: 'loan_contract', createdAt: at },
];

const signedDeposit = (
  mambuDepositId: string,
  referenceNumber: string,
  createdAt: string,
  freeCapitalCents: number,
  investedCents: number,
): PersonaDeposit => ({
  mambuDepositId,
  hasSignedContract: true,
  referenceNumber,
  freeCapitalCents,
  investedCents,
  autoinvestActive: true,
  createdAt,
});

const FOREIGN_VERIFICATION_STORIES = [
  'verified (code 0) and investing',
  'identity check processing (code 1)',
  'identity check rejected (code 2)',
  'identity check processing, second attempt (code 3)',
  'identity check rejected twice (code 4)',
  'identity check processing, third attempt (code 5)',
  'identity check rejected three times (code 6)',
] as const;

/** Rejected foreign users may retry the document check from the link in their e-mail. */
const retryHint = (code: number, personaId: string) =>
  verificationState(code) === 'rejected' && code < 6
    ? ` Retry link: /onfido/redirect?state=${retryStateOf(personaId)}`
    : '';

const FOREIGNERS = [
  ['Anna', 'Schmidt', 'DE', 'de', 'Berlin', 'Kastanienallee 12', '10435', '1983-04-17'],
  ['Kadri', 'Tamm', 'EE', 'en', 'Tallinn', 'Pärnu mnt 31', '10119', '1991-09-02'],
  ['Jānis', 'Bērziņš', 'LV', 'en', 'Rīga', 'Brīvības iela 88', 'LV-1001', '1978-12-24'],
  ['Sofie', 'de Vries', 'NL', 'en', 'Amsterdam', 'Prinsengracht 263', '1016 GV', '1986-06-30'],
  ['Marek', 'Nowak', 'PL', 'en', 'Kraków', 'ul. Floriańska 15', '31-019', '1969-03-11'],
  ['Giulia', 'Rossi', 'IT', 'en', 'Milano', 'Via Torino 48', '20123', '1994-01-25'],
  ['Lucía', 'García', 'ES', 'en', 'Madrid', 'Calle de Alcalá 120', '28009', '1975-10-08'],
] as const;

const foreignInvestors: Persona[] = FOREIGNERS.map(
  ([firstName, lastName, nationality, language, city, line1, postcode, birthDate], code) => {
    const id = 121 + code;
    const createdAt = `2023-0${(code % 8) + 1}-1${code}T09:30:00.000Z`;
    return {
      id: `foreign-investor-${code}`,
      role: 'foreign-investor',
      description: `Foreign investor (${nationality}), ${FOREIGN_VERIFICATION_STORIES[code]}.${retryHint(code, `foreign-investor-${code}`)}`,
      user: user({
        id,
        email: `${slug(firstName)}.${slug(lastName)}@example.com`,
        createdAt,
        firstName,
        lastName,
        birthDate,
        mobilePhone: `+358501000${id}`,
        language,
        mambuId: code === 0 ? `CL000${id}` : null,
        nationality,
        isForeigner: true,
        verificationErrorCode: code,
        address: { line1, line2: null, postcode, city, country: nationality },
        ...(code === 0
          ? {
              deposits: [signedDeposit('DEP1211', '12111', createdAt, 85_000, 1_915_000)],
              bankAccounts: ['DE89370400440532013000'],
              documents: investorDocuments(createdAt),
            }
          : {}),
      }),
    };
  },
);

export const PERSONAS: readonly Persona[] = [
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
  {
    id: 'investor-with-history',
    role: 'investor',
    description: 'Investing since February 2020 with autoinvest on and four years of statements.',
    user: user({
      id: 104,
      email: 'pekka.heikkinen@example.fi',
      createdAt: '2020-02-10T07:45:00.000Z',
      firstName: 'Pekka',
      middleName: 'Johannes',
      lastName: 'Heikkinen',
      birthDate: '1962-01-05',
      ssn: '050162-1230',
      mobilePhone: '+358401000104',
      offers: { general: true, email: true, sms: true },
      address: {
        line1: 'Kauppakatu 7 A 3',
        line2: null,
        postcode: '40100',
        city: 'Jyväskylä',
        country: 'FI',
      },
      bankAccounts: ['FI7880001100234567'],
      deposits: [signedDeposit('DEP1041', '10414', '2020-02-10T08:02:00.000Z', 152_345, 4_821_000)],
      documents: [
        ...investorDocuments('2020-02-10T08:02:00.000Z'),
        { type: 'annual_statement', createdAt: '2021-01-15T06:00:00.000Z' },
        { type: 'annual_statement', createdAt: '2022-01-14T06:00:00.000Z' },
        { type: 'annual_statement', createdAt: '2023-01-13T06:00:00.000Z' },
        { type: 'annual_statement', createdAt: '2024-01-12T06:00:00.000Z' },
      ],
    }),
  },
  {
    id: 'investor-mid-autosell',
    role: 'investor',
    description: 'Asked to withdraw more than free capital: autosell is selling investments.',
    user: user({
      id: 105,
      email: 'matti.korhonen@example.fi',
      createdAt: '2020-09-01T16:10:00.000Z',
      firstName: 'Matti',
      lastName: 'Korhonen',
      birthDate: '1971-09-19',
      ssn: '190971-1312',
      mobilePhone: '+358401000105',
      language: 'en',
      address: {
        line1: 'Aleksanterinkatu 15 B 20',
        line2: null,
        postcode: '33100',
        city: 'Tampere',
        country: 'FI',
      },
      bankAccounts: ['FI0531313001234567'],
      documents: investorDocuments('2020-09-01T16:30:00.000Z'),
      deposits: [
        {
          ...signedDeposit('DEP1051', '10511', '2020-09-01T16:30:00.000Z', 0, 1_254_000),
          autoinvestActive: false,
          withdrawals: [
            {
              requestedCents: 500_000,
              remainingToSellCents: 312_550,
              status: 'autoselling',
              createdAt: '2024-03-01T09:12:00.000Z',
            },
          ],
        },
      ],
    }),
  },
  {
    id: 'company-rep-signing-right',
    role: 'company',
    description:
      'Represents Lehtonen Invest Oy with signing right 2: autoinvest and withdrawal allowed.',
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
      deposits: [signedDeposit('DEP1061', '10618', '2021-02-03T10:20:00.000Z', 40_000, 960_000)],
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
          legacyCompanyIds: [],
          documents: [{ type: 'company_investor_contract', createdAt: '2021-03-15T12:30:00.000Z' }],
          deposits: [
            signedDeposit('DEP5011', '50115', '2021-03-15T12:30:00.000Z', 200_000, 7_500_000),
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
      deposits: [signedDeposit('DEP1071', '10715', '2022-06-20T14:00:00.000Z', 12_500, 237_500)],
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
          legacyCompanyIds: [],
          documents: [{ type: 'company_investor_contract', createdAt: '2022-07-05T08:00:00.000Z' }],
          deposits: [
            {
              ...signedDeposit('DEP5021', '50212', '2022-07-05T08:00:00.000Z', 150_000, 1_850_000),
              autoinvestActive: false,
            },
          ],
        },
      ],
    }),
  },
  {
    id: 'legacy-investor',
    role: 'legacy-investor',
    description:
      'Old-platform investor (fixed-rate portfolio), not yet onboarded; may be onboarded.',
    legacy: {
      id: 1,
      username: 'eero.salminen',
      password: 'Sijoitus2018',
      role: 'investor',
      canBeOnboarded: true,
      isForeigner: false,
      systemFailure: null,
      legacyUsers: [{ legacyUserId: 70108, role: 'investor' }],
      details: {
        email: 'eero.salminen@example.fi',
        firstName: 'Eero',
        lastName: 'Salminen',
        ssn: '121258-1518',
        mobilePhone: '+358401000108',
        gender: 'male',
        address: {
          country: 'FI',
          city: 'Turku',
          street: 'Yliopistonkatu 22 A 5',
          postcode: '20100',
        },
        nationality: 'FI',
      },
    },
  },
  {
    id: 'legacy-borrower',
    role: 'legacy-borrower',
    description: 'Old-platform borrower with a fixed-rate loan from 2018; cannot be onboarded.',
    legacy: {
      id: 2,
      username: 'tuula.hamalainen',
      password: 'Laina2017',
      role: 'borrower',
      canBeOnboarded: false,
      isForeigner: false,
      systemFailure: null,
      legacyUsers: [{ legacyUserId: 70109, role: 'borrower' }],
      details: {
        email: 'tuula.hamalainen@example.fi',
        firstName: 'Tuula',
        lastName: 'Hämäläinen',
        ssn: '030266-158N',
        mobilePhone: '+358401000109',
        gender: 'female',
        address: { country: 'FI', city: 'Oulu', street: 'Isokatu 40 B 9', postcode: '90100' },
        nationality: 'FI',
      },
    },
  },
  {
    id: 'legacy-system-error',
    role: 'legacy-investor',
    description: 'Old-platform login that makes the old system fail: 403 LegacySystemException.',
    legacy: {
      id: 3,
      username: 'ville.laine',
      password: 'Vanha2016',
      role: 'investor',
      canBeOnboarded: true,
      isForeigner: false,
      systemFailure: 'LegacySystemException: the legacy platform did not respond',
      legacyUsers: [{ legacyUserId: 70110, role: 'investor' }],
      details: {
        email: 'ville.laine@example.fi',
        firstName: 'Ville',
        lastName: 'Laine',
        ssn: '270870-1658',
        mobilePhone: '+358401000110',
        gender: 'male',
        address: { country: 'FI', city: 'Lahti', street: 'Vesijärvenkatu 11', postcode: '15140' },
        nationality: 'FI',
      },
    },
  },
  {
    id: 'legacy-onboarded',
    role: 'legacy-investor',
    description:
      'Old-platform investor already moved to the new system: password login is refused (403).',
    user: user({
      id: 111,
      email: 'marja.koskinen@example.fi',
      createdAt: '2019-11-05T09:00:00.000Z',
      firstName: 'Marja',
      lastName: 'Koskinen',
      birthDate: '1964-05-16',
      ssn: '160564-172D',
      mobilePhone: '+358401000111',
      address: {
        line1: 'Kirkkokatu 5 as 2',
        line2: null,
        postcode: '53100',
        city: 'Lappeenranta',
        country: 'FI',
      },
      bankAccounts: ['FI7112345600009876'],
      deposits: [signedDeposit('DEP1111', '11112', '2019-11-05T09:20:00.000Z', 310_000, 2_690_000)],
      documents: investorDocuments('2019-11-05T09:20:00.000Z'),
    }),
    legacy: {
      id: 4,
      username: 'marja.koskinen',
      password: 'Siirretty2015',
      role: 'investor',
      canBeOnboarded: false,
      isForeigner: false,
      systemFailure: null,
      legacyUsers: [{ legacyUserId: 70111, role: 'investor' }],
      details: {
        email: 'marja.koskinen@example.fi',
        firstName: 'Marja',
        lastName: 'Koskinen',
        ssn: '160564-172D',
        mobilePhone: '+358401000111',
        gender: 'female',
        address: {
          country: 'FI',
          city: 'Lappeenranta',
          street: 'Kirkkokatu 5 as 2',
          postcode: '53100',
        },
        nationality: 'FI',
      },
    },
  },
  {
    id: 'must-accept-terms',
    role: 'investor',
    description:
      'Accepted the 2020 terms only: every call answers 403 until the 2021 terms are signed.',
    user: user({
      id: 112,
      email: 'linnea.sjoberg@example.fi',
      createdAt: '2020-03-02T10:00:00.000Z',
      firstName: 'Linnéa',
      lastName: 'Sjöberg',
      birthDate: '1981-10-09',
      ssn: '091081-180K',
      mobilePhone: '+358401000112',
      language: 'se',
      address: {
        line1: 'Strandgatan 4 B 6',
        line2: null,
        postcode: '65100',
        city: 'Vasa',
        country: 'FI',
      },
      bankAccounts: ['FI2040551020004567'],
      deposits: [signedDeposit('DEP1121', '11219', '2020-03-02T10:20:00.000Z', 51_020, 1_148_980)],
      documents: investorDocuments('2020-03-02T10:20:00.000Z'),
      acceptedTerms: 'previous',
    }),
  },
  {
    id: 'new-investor',
    role: 'investor',
    description: 'Completed AML but has not signed the investor contract (unsigned deposit).',
    user: user({
      id: 113,
      email: 'ilkka.ostman@example.fi',
      createdAt: '2024-02-26T15:00:00.000Z',
      firstName: 'Ilkka',
      lastName: 'Östman',
      birthDate: '1990-01-21',
      ssn: '210190-193T',
      mobilePhone: '+358401000113',
      offers: { general: true, email: false, sms: true },
      address: {
        line1: 'Koulukatu 18',
        line2: null,
        postcode: '65100',
        city: 'Vaasa',
        country: 'FI',
      },
      bankAccounts: ['FI6315723000012345'],
      deposits: [
        {
          ...signedDeposit('DEP1131', '11316', '2024-02-26T15:20:00.000Z', 0, 0),
          hasSignedContract: false,
          autoinvestActive: false,
        },
      ],
    }),
  },
  {
    id: 'foreign-investor-unverified',
    role: 'foreign-investor',
    description: 'Foreign investor (SE) registered but no identity check yet (code null).',
    user: user({
      id: 120,
      email: 'erik.lindqvist@example.com',
      createdAt: '2024-01-08T12:00:00.000Z',
      firstName: 'Erik',
      lastName: 'Lindqvist',
      birthDate: '1987-08-14',
      mobilePhone: '+358501000120',
      language: 'se',
      mambuId: null,
      nationality: 'SE',
      isForeigner: true,
      address: {
        line1: 'Götgatan 22',
        line2: null,
        postcode: '118 46',
        city: 'Stockholm',
        country: 'SE',
      },
    }),
  },
  ...foreignInvestors,
  {
    id: 'under-18',
    role: 'identity-only',
    description:
      'Sixteen on the day the sandbox is seeded, known to the bank only: identifying to register answers is_over_18 false (rejected).',
    identity: { firstName: 'Ella', lastName: 'Mäkinen', ageYears: 16, individualNumber: '186' },
  },
  {
    id: 'bank-identity-no-account',
    role: 'identity-only',
    description:
      'Known to the bank, no account: bank login answers 400 User does not exist; identifying as a borrower registers. Any person plus "Fail authentication" on the bank page gives the 403 SCA failure.',
    identity: {
      firstName: 'Teemu',
      lastName: 'Laaksonen',
      birthDate: '1988-09-23',
      ssn: '230988-215R',
    },
  },
  {
    id: 'bank-identity-new-investor',
    role: 'identity-only',
    description:
      'Known to the bank, no account: identifying with the investor goal registers an investor (details, phone code, then AML and contract).',
    identity: {
      firstName: 'Sari',
      lastName: 'Hiltunen',
      birthDate: '1979-12-02',
      ssn: '021279-248B',
    },
  },
  {
    id: 'broker-applicant',
    role: 'identity-only',
    description:
      'Sent by a broker: /login/bank?blaId=7001&fromBroker=1 offers 5 000 € over 60 months (7002: 1 500 € over 24 months); no account yet.',
    identity: {
      firstName: 'Juha',
      lastName: 'Rantanen',
      birthDate: '1992-04-17',
      ssn: '170492-271N',
    },
    brokerApplications: [
      { blaId: '7001', amountOfferedCents: 500_000, termOfferedMonths: 60 },
      { blaId: '7002', amountOfferedCents: 150_000, termOfferedMonths: 24 },
    ],
  },
];
