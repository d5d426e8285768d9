import type { Persona } from './types.ts';
import {
  NO_STORY,
  euros,
  helsinki,
  investingStory,
  investorDocuments,
  signedDeposit,
  stockInvestorAml,
  user,
} from './build.ts';

/**
 * Investors: with years of history, mid-autosell, who must accept new terms, asked to refill
 * their AML questionnaire, new.
 */
export const INVESTORS: readonly Persona[] = [
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
      deposits: [
        signedDeposit(
          'DEP1041',
          '10414',
          '2020-02-10T08:02:00.000Z',
          investingStory([
            ['2020-02-10', 10_000],
            ['2020-09-14', 2_000],
            ['2021-04-06', 3_000],
            ['2022-01-17', 2_500],
            ['2023-03-13', 1_500],
            ['2024-02-05', 1_000],
          ]),
        ),
      ],
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
        // Invested with autoinvest; today they asked for their free capital and half their
        // investments, so the aftermarket is selling their parts.
        signedDeposit('DEP1051', '10511', '2020-09-01T16:30:00.000Z', {
          transfers: [
            { day: '2020-09-01', cents: euros(8_000) },
            { day: '2021-05-10', cents: euros(4_000) },
          ],
          autoinvest: [{ day: '2020-09-01', active: true }],
          autosellToday: { shareOfInvestmentsBp: 5_000 },
        }),
      ],
    }),
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
      deposits: [
        signedDeposit(
          'DEP1121',
          '11219',
          '2020-03-02T10:20:00.000Z',
          investingStory([
            ['2020-03-02', 6_000],
            ['2022-09-15', 3_000],
          ]),
        ),
      ],
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
          ...signedDeposit('DEP1131', '11316', '2024-02-26T15:20:00.000Z', NO_STORY),
          hasSignedContract: false,
        },
      ],
    }),
  },
  {
    id: 'investor-aml-refill',
    role: 'investor',
    description:
      'Invests with a signed contract; the gateway asks for the AML questionnaire again (force_aml_fill_in).',
    user: user({
      id: 116,
      email: 'aino.lahtinen@example.fi',
      createdAt: '2023-04-03T09:00:00.000Z',
      firstName: 'Aino',
      lastName: 'Lahtinen',
      birthDate: '1985-04-12',
      ssn: '120485-1270',
      mobilePhone: '+358401000117',
      address: helsinki('Fredrikinkatu 40 C 12', '00100'),
      bankAccounts: ['FI5412345600000967'],
      deposits: [
        signedDeposit(
          'DEP1161',
          '11618',
          '2023-04-03T09:20:00.000Z',
          investingStory([['2023-04-03', 4_000]]),
        ),
      ],
      documents: investorDocuments('2023-04-03T09:20:00.000Z'),
      forceAmlFillIn: true,
      // The questionnaire answered when the account was opened, which the refill starts from.
      aml: {
        ...stockInvestorAml('FI5412345600000967'),
        is_familiar_with_money_market_instruments: false,
        is_employee: true,
        is_entrepreneur: false,
        is_student: false,
        is_retired: false,
        has_other_financial_situation: false,
        origin_of_invested_assets_is_salary: true,
        origin_of_invested_assets_is_investments: false,
        origin_of_invested_assets_is_inheritance: false,
        origin_of_invested_assets_is_other: false,
        goal_of_investment_is_pension: false,
        financial_situation: null,
        origin_of_invested_assets_specification: null,
        profession: 'Nurse',
        monthly_gross_income_amount: 3400,
        total_assets_amount: 12000,
        annual_investment_count: 'less-than-five',
        annual_investment_amount: 'five-thousands',
        risk_profile: 'low',
        force_aml_fill_in: false,
      },
    }),
  },
];
