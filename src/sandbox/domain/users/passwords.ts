import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Low scrypt cost: these are demo passwords, and a reset hashes them all again.
const COST = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;

export function hashPassword(password: string): { salt: string; hash: string } {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: scryptSync(password, salt, KEY_LENGTH, COST).toString('hex') };
}

export function verifyPassword(password: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, KEY_LENGTH, COST);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
