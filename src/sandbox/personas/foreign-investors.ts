import type { Persona } from './types.ts';
import { verificationState } from '#shared/domain/verification.ts';
import { retryStateOf } from '../domain/identity/document-checks.ts';
import { investingStory, investorDocuments, signedDeposit, slug, user } from './build.ts';

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
              deposits: [
                signedDeposit(
                  'DEP1211',
                  '12111',
                  createdAt,
                  investingStory([[createdAt.slice(0, 10), 20_000]]),
                ),
              ],
              bankAccounts: ['DE89370400440532013000'],
              documents: investorDocuments(createdAt),
            }
          : {}),
      }),
    };
  },
);

/** Foreign investors in each verification state. */
export const FOREIGN_INVESTORS: readonly Persona[] = [
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
];
