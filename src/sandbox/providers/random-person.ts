import { randomInt } from 'node:crypto';
import { finnishSsn } from '../domain/identity/ssn.ts';

const FIRST_NAMES = [
  'Aada',
  'Eino',
  'Helmi',
  'Juho',
  'Lotta',
  'Mikael',
  'Noora',
  'Oskari',
  'Venla',
];
const LAST_NAMES = ['Aaltonen', 'Heinonen', 'Koivisto', 'Lehtinen', 'Niemi', 'Salonen', 'Turunen'];

const pick = (list: readonly string[]) => list[randomInt(list.length)] ?? list[0] ?? '';

export interface MadeUpPerson {
  firstName: string;
  lastName: string;
  ssn: string;
  birthDate: string;
}

/** A plausible adult Finn (25–60 years old at `now`) with a valid identity code. */
export function randomPerson(now: Date): MadeUpPerson {
  const born = new Date(now.getTime() - randomInt(25 * 365, 60 * 365) * 86_400_000);
  const birthDate = born.toISOString().slice(0, 10);
  const individual = String(randomInt(2, 900)).padStart(3, '0');
  return {
    firstName: pick(FIRST_NAMES),
    lastName: pick(LAST_NAMES),
    ssn: finnishSsn(birthDate, individual),
    birthDate,
  };
}
