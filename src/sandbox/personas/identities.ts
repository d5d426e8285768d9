import type { Persona } from './types.ts';

/** People the simulated bank knows who have no account yet. */
export const IDENTITY_ONLY: readonly Persona[] = [
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
