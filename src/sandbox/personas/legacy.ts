import type { LegacyPortfolioStory, Persona } from './types.ts';
import { euros, investingStory, investorDocuments, signedDeposit, user } from './build.ts';

type Investment = LegacyPortfolioStory['investments'][number];

/** A fixed-rate loan the old platform funded: day, euros, months, rate (bp), how it is repaid. */
const loan = (
  day: string,
  amount: number,
  termMonths: number,
  annualRateBp: number,
  behaviour: Investment['behaviour'] = 'punctual',
  behaviourSeed = 0,
): Investment => ({
  day,
  cents: euros(amount),
  termMonths,
  annualRateBp,
  // Due on the day of the month it was paid out, as near as the schedule allows.
  dueDay: Math.min(Number(day.slice(8, 10)), 28),
  behaviour,
  behaviourSeed,
});

const transfers = (list: [string, number][]) =>
  list.map(([day, amount]) => ({ day, cents: euros(amount) }));

/**
 * Years on the old platform (2016 to 2019): loans repaid, one paid late, one sent to debt
 * collection, and long ones still being repaid today, so the free capital keeps growing.
 */
const EERO_PORTFOLIO: LegacyPortfolioStory = {
  transfers: transfers([
    ['2016-03-14', 5_000],
    ['2016-09-01', 3_000],
    ['2017-05-10', 4_000],
    ['2018-02-15', 3_000],
  ]),
  investments: [
    loan('2016-03-21', 2_000, 24, 1250),
    loan('2016-06-10', 1_500, 36, 1490, 'tardy', 11),
    loan('2016-10-05', 2_500, 60, 1190),
    loan('2017-06-01', 2_000, 48, 1590, 'defaulter', 2),
    loan('2017-11-20', 1_500, 84, 1350),
    loan('2018-03-01', 3_000, 120, 1090),
    loan('2019-02-12', 2_000, 96, 1290, 'tardy', 7),
  ],
};

/** An old portfolio beside the new one: a user onboarded to the new system in 2019. */
const MARJA_PORTFOLIO: LegacyPortfolioStory = {
  transfers: transfers([['2017-04-03', 6_000]]),
  investments: [
    loan('2017-04-10', 2_500, 60, 1190),
    loan('2017-09-15', 2_000, 84, 1390, 'tardy', 5),
    loan('2018-06-01', 1_000, 120, 1090),
  ],
};

/**
 * Lehtonen Invest Oy's account on the old platform (legacy company 80501, beside the company's
 * new portfolio): a company's money from 2017, loans repaid and one still running.
 */
export const LEHTONEN_INVEST_OLD_PORTFOLIO: LegacyPortfolioStory = {
  transfers: transfers([
    ['2017-02-06', 20_000],
    ['2018-09-03', 10_000],
  ]),
  investments: [
    loan('2017-02-13', 6_000, 36, 1190),
    loan('2017-08-21', 5_000, 60, 1290, 'tardy', 9),
    loan('2018-09-10', 8_000, 120, 1090),
    loan('2019-03-04', 4_000, 24, 1390, 'defaulter', 6),
  ],
};

/**
 * Users of the legacy system: investor and borrower, one whose old system fails, one who has
 * moved to the new system, and an investor who cannot be onboarded.
 */
export const LEGACY_PERSONAS: readonly Persona[] = [
  {
    id: 'legacy-investor',
    role: 'legacy-investor',
    description:
      'Old-platform investor, not yet onboarded (may be): a fixed-rate portfolio since 2016 with ' +
      'loans repaid, late, written off and still running, and free capital that goes to the bank.',
    legacy: {
      id: 1,
      username: 'eero.salminen',
      password: 'Sijoitus2018',
      role: 'investor',
      canBeOnboarded: true,
      isForeigner: false,
      systemFailure: null,
      legacyUsers: [{ legacyUserId: 70108, role: 'investor', portfolio: EERO_PORTFOLIO }],
      iban: 'FI7812345600108108',
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
    description:
      'Old-platform borrower with a fixed-rate loan from 2018, some installments paid late, the ' +
      'current one invoiced (its invoice saves as a PDF); cannot be onboarded.',
    legacy: {
      id: 2,
      username: 'tuula.hamalainen',
      password: 'Laina2017',
      role: 'borrower',
      canBeOnboarded: false,
      isForeigner: false,
      systemFailure: null,
      legacyUsers: [
        {
          legacyUserId: 70109,
          role: 'borrower',
          loans: [loan('2018-04-16', 8_000, 120, 1190, 'tardy', 3)],
        },
      ],
      iban: null,
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
      iban: null,
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
      'Old-platform investor already moved to the new system: password login is refused (403); ' +
      'logs in by SMS and sees the fixed-rate portfolio beside the new one.',
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
      deposits: [
        signedDeposit(
          'DEP1111',
          '11112',
          '2019-11-05T09:20:00.000Z',
          investingStory([['2019-11-05', 30_000]]),
        ),
      ],
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
      legacyUsers: [{ legacyUserId: 70111, role: 'investor', portfolio: MARJA_PORTFOLIO }],
      iban: 'FI7112345600009876',
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
    id: 'legacy-investor-not-onboardable',
    role: 'legacy-investor',
    description:
      'Old-platform investor who cannot be onboarded (plain greeting); a small fixed-rate portfolio.',
    legacy: {
      id: 5,
      username: 'pirjo.lehtinen',
      password: 'Korko2018!',
      role: 'investor',
      canBeOnboarded: false,
      isForeigner: false,
      systemFailure: null,
      legacyUsers: [
        {
          legacyUserId: 70112,
          role: 'investor',
          portfolio: {
            transfers: transfers([['2018-05-02', 2_000]]),
            investments: [loan('2018-05-10', 1_500, 72, 1290)],
          },
        },
      ],
      iban: 'FI7840000010501125',
      details: {
        email: 'pirjo.lehtinen@example.fi',
        firstName: 'Pirjo',
        lastName: 'Lehtinen',
        ssn: '140571-2360',
        mobilePhone: '+358401000114',
        gender: 'female',
        address: { country: 'FI', city: 'Kuopio', street: 'Puijonkatu 18 C 7', postcode: '70100' },
        nationality: 'FI',
      },
    },
  },
  {
    id: 'legacy-borrower-debt-collection',
    role: 'legacy-borrower',
    description:
      'Old-platform borrower whose fixed-rate loan from 2019 stopped being paid and went to debt ' +
      'collection: the legacy loan page shows only the debt-collection notice.',
    legacy: {
      id: 6,
      username: 'jari.nieminen',
      password: 'Perinta2019',
      role: 'borrower',
      canBeOnboarded: false,
      isForeigner: false,
      systemFailure: null,
      legacyUsers: [
        {
          legacyUserId: 70113,
          role: 'borrower',
          loans: [loan('2019-03-11', 5_000, 60, 1390, 'defaulter', 4)],
        },
      ],
      iban: null,
      details: {
        email: 'jari.nieminen@example.fi',
        firstName: 'Jari',
        lastName: 'Nieminen',
        ssn: '090975-191K',
        mobilePhone: '+358401000115',
        gender: 'male',
        address: {
          country: 'FI',
          city: 'Jyväskylä',
          street: 'Kauppakatu 9 A 3',
          postcode: '40100',
        },
        nationality: 'FI',
      },
    },
  },
  {
    id: 'legacy-borrower-variable',
    role: 'legacy-borrower',
    description:
      'Old-platform borrower with a variable-interest loan from 2019, paid on time, so its rate ' +
      'has stepped down from 9.90 %: the legacy loan page names it a variable-interest loan.',
    legacy: {
      id: 7,
      username: 'seppo.virtanen',
      password: 'Vaihtuva2019',
      role: 'borrower',
      canBeOnboarded: false,
      isForeigner: false,
      systemFailure: null,
      legacyUsers: [
        {
          legacyUserId: 70114,
          role: 'borrower',
          loans: [{ ...loan('2019-05-20', 6_000, 72, 990), variableInterest: true }],
        },
      ],
      iban: null,
      details: {
        email: 'seppo.virtanen@example.fi',
        firstName: 'Seppo',
        lastName: 'Virtanen',
        ssn: '150568-2178',
        mobilePhone: '+358401000116',
        gender: 'male',
        address: { country: 'FI', city: 'Pori', street: 'Yrjönkatu 7 B 12', postcode: '28100' },
        nationality: 'FI',
      },
    },
  },
];
