import { z } from 'zod';
import type { SqlDatabase } from '../db/database.ts';
import { depositFigures } from '../domain/ledger/figures.ts';
import { requestAutosell } from '../domain/engine/money-requests.ts';
import type { Investor } from '../domain/engine/types.ts';
import type { Persona, PersonaDeposit } from '../personas/types.ts';
import type { WorldEvent } from './events.ts';

const depositRow = z.object({ id: z.number(), user_id: z.number().nullable() });

/** The seeded deposit as the engine knows it: its row id, personal or a company's. */
function seededInvestor(db: SqlDatabase, mambuDepositId: string): Investor {
  const row = db.get(
    depositRow,
    'SELECT id, user_id FROM deposits WHERE mambu_deposit_id = ?',
    mambuDepositId,
  );
  if (!row) throw new Error(`The persona deposit ${mambuDepositId} is not seeded`);
  return {
    owner: row.user_id === null ? 'company-deposit' : 'investor-deposit',
    depositId: row.id,
  };
}

function depositEvents(db: SqlDatabase, deposit: PersonaDeposit): WorldEvent[] {
  const { transfers, autoinvest } = deposit.story;
  if (transfers.length === 0 && autoinvest.length === 0) return [];
  const investor = seededInvestor(db, deposit.mambuDepositId);
  return [
    ...transfers.map(({ day, cents }): WorldEvent => ({ day, kind: 'transfer', investor, cents })),
    ...autoinvest.map(({ day, active }): WorldEvent => ({
      day,
      kind: 'autoinvest',
      investor,
      active,
    })),
  ];
}

/** The personas' deposit stories (their own and their companies') as events, once seeded. */
export function personaEvents(db: SqlDatabase, personas: readonly Persona[]): WorldEvent[] {
  return personas.flatMap((persona) => {
    const user = persona.user;
    if (!user) return [];
    const deposits = [...user.deposits, ...user.companies.flatMap((company) => company.deposits)];
    return deposits.flatMap((deposit) => depositEvents(db, deposit));
  });
}

/**
 * The autosells the personas asked for today (DepositStory.autosellToday), once the world has run
 * up to `now`: the free capital plus the story's share of the active investments, so what is
 * left to sell is that share, sold on the aftermarket from the next day on.
 */
export function requestTodaysAutosells(
  db: SqlDatabase,
  personas: readonly Persona[],
  now: Date,
): void {
  for (const persona of personas) {
    const user = persona.user;
    if (!user) continue;
    const deposits = [...user.deposits, ...user.companies.flatMap((company) => company.deposits)];
    for (const deposit of deposits) {
      const autosell = deposit.story.autosellToday;
      if (!autosell) continue;
      const investor = seededInvestor(db, deposit.mambuDepositId);
      const figures = depositFigures(db, investor, { from: now, to: now });
      const toSell = Math.floor(
        (figures.activeInvestments * autosell.shareOfInvestmentsBp) / 10_000,
      );
      if (toSell > 0) requestAutosell(db, investor, figures.freeCapital + toSell, now);
    }
  }
}
