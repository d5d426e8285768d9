import type { SqlDatabase } from '../../db/database.ts';
import {
  ENTRY_TYPES,
  type AccountId,
  type EntryRef,
  type EntryType,
  type GroupId,
} from './types.ts';

/** A posting the ledger refuses; nothing of its group is booked. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

/** One movement of money: from the credit account into the debit account. */
export interface Leg {
  debit: AccountId;
  credit: AccountId;
  amountCents: number;
  type: EntryType;
  ref?: EntryRef;
}

export interface Posting extends Leg {
  bookedAt: Date;
  /** The business event the entry belongs to; a new group when absent. */
  group?: GroupId;
}

export interface PostedGroup {
  group: GroupId;
  entryIds: number[];
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(ENTRY_TYPES);

// The same checks as the table's, made first so a caller gets a message naming the mistake
// rather than SQLite's constraint error (which still guards writes that bypass this module).
function validate(leg: Leg): void {
  if (!Number.isSafeInteger(leg.amountCents) || leg.amountCents <= 0)
    throw new LedgerError(`An amount must be a positive whole number of cents: ${leg.amountCents}`);
  if (leg.debit === leg.credit)
    throw new LedgerError(`An entry must move money between two accounts: ${leg.debit}`);
  if (!KNOWN_TYPES.has(leg.type)) throw new LedgerError(`Unknown entry type: ${leg.type}`);
}

function bookingTime(at: Date): string {
  const time = at.getTime();
  // toISOString has four year digits only in these years; the column's text order needs them.
  if (Number.isNaN(time) || at.getUTCFullYear() < 1 || at.getUTCFullYear() > 9999)
    throw new LedgerError(`Not a booking time: ${String(at)}`);
  return at.toISOString();
}

function openGroup(db: SqlDatabase, at: string): GroupId {
  return db.run('INSERT INTO ledger_groups (created_at) VALUES (?)', at).lastInsertRowid as GroupId;
}

function insert(db: SqlDatabase, group: GroupId, at: string, leg: Leg): number {
  return db.run(
    `INSERT INTO ledger_entries (group_id, debit_account_id, credit_account_id, amount_cents, type,
       booked_at, loan_id, loan_part_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    group,
    leg.debit,
    leg.credit,
    leg.amountCents,
    leg.type,
    at,
    leg.ref?.loanId ?? null,
    leg.ref?.loanPartId ?? null,
  ).lastInsertRowid;
}

/** Books one entry; returns its id. */
export function post(db: SqlDatabase, posting: Posting): number {
  validate(posting);
  const at = bookingTime(posting.bookedAt);
  return db.transaction(() => insert(db, posting.group ?? openGroup(db, at), at, posting));
}

/** Books the legs of one business event together, in one transaction: all of them or none. */
export function postGroup(
  db: SqlDatabase,
  event: { bookedAt: Date; legs: readonly Leg[] },
): PostedGroup {
  if (event.legs.length === 0) throw new LedgerError('A group needs at least one entry');
  event.legs.forEach(validate);
  const at = bookingTime(event.bookedAt);
  return db.transaction(() => {
    const group = openGroup(db, at);
    return { group, entryIds: event.legs.map((leg) => insert(db, group, at, leg)) };
  });
}
