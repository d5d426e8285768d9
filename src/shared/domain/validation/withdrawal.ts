import type { ErrorReading } from '../../api/error-reading.ts';
import { NOT_ENOUGH_MONEY_MESSAGE } from '../../api/investor.ts';
import { autosellWithdrawal, type AutosellWithdrawal } from '../finance/autosell.ts';
import { parseEuros, type Cents } from '../finance/cents.ts';
import { formatCents } from '../format.ts';
import type { AppLanguage } from '../../languages.ts';
import { MESSAGES } from './messages.ts';

/**
 * The withdrawal amount of the investor's portfolio (investor.md §5 Withdrawal amount, §4
 * Withdrawal with autosell, §8). Messages are i18n keys of the `withdraw` namespace in the
 * shared `namespace.KEY` form; the empty key is the spec's "empty message": it blocks and says
 * nothing.
 *
 * How the free-capital maximum and autosell fit (the spec leaves it open): when autosell is
 * possible, an amount above the free capital is not an error but an autosell withdrawal, whose
 * shortfall, fee and transfer the confirm dialog shows before the user confirms; the most that
 * can be asked is then the portfolio's whole value, and COLLECT_FUNDS_MAX_AMOUNT carries that.
 * When autosell is not possible, COLLECT_FUNDS_MAX_AMOUNT carries the free capital, as the spec
 * says.
 */
export const WITHDRAWAL_MESSAGES = {
  /** Above what can be withdrawn; `amount` is that maximum. */
  maxAmount: 'withdraw.COLLECT_FUNDS_MAX_AMOUNT',
  /** Not above the minimum; `minimum` is shown (1 € unless the run-time bound is higher). */
  lessAmount: 'withdraw.COLLECT_FUNDS_LESS_AMOUNT',
  /** The server's "Not enough money available". */
  insufficientFunds: 'withdraw.WITHDRAW_ERROR_INSUFFICIENT_FUNDS',
  /** A company deposit of a representative without signing right 2. */
  notAllowed: 'withdraw.NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW',
  /** No bank account to pay to. */
  ibanRequired: 'withdraw.IBAN_REQUIRED',
  /** Not a number of euros. */
  notNumeric: MESSAGES.amount,
  /** The portfolio's value is below 1 €: blocked, with nothing to say. */
  empty: '',
} as const;

export interface WithdrawalMessage {
  key: string;
  values?: Record<string, string>;
}

/** The run-time bounds: the amount must be above `minimumCents` and at most `maximumCents`. */
export interface WithdrawalBounds {
  minimumCents: Cents;
  maximumCents: Cents | null;
}

export const DEFAULT_WITHDRAWAL_BOUNDS: WithdrawalBounds = { minimumCents: 0, maximumCents: null };

/** The portfolio's figures of the moment that bound a withdrawal (investor.md §3 KPIs). */
export interface PortfolioFigures {
  freeCapitalCents: Cents;
  portfolioValueCents: Cents;
  /** What the aftermarket can sell now (the KPIs' sellable capital); null when not sent. */
  sellableCents: Cents | null;
}

/**
 * The run-time bounds of the collect-funds amount (investor.md §5: "above a minimum and not above
 * a maximum; bounds are supplied at run time"), from the portfolio's figures as last fetched:
 * - minimum: above 0 (§5 "Amount 0 or less gives COLLECT_FUNDS_LESS_AMOUNT"; the message names
 *   1 €, §9);
 * - maximum: the free capital when nothing may be sold (§5 COLLECT_FUNDS_MAX_AMOUNT carries it);
 *   with autosell, the free capital plus what the aftermarket can sell (§3 "sellable capital"),
 *   never above the portfolio value; without a sellable figure, the portfolio value.
 */
export function withdrawalBounds(
  figures: PortfolioFigures,
  autosellPossible: boolean,
): WithdrawalBounds {
  if (!autosellPossible) return { minimumCents: 0, maximumCents: figures.freeCapitalCents };
  const sellableTotal =
    figures.sellableCents === null
      ? figures.portfolioValueCents
      : figures.freeCapitalCents + figures.sellableCents;
  return {
    minimumCents: 0,
    maximumCents: Math.min(sellableTotal, figures.portfolioValueCents),
  };
}

/** The minimum the message names when only "above 0" applies (investor.md §9: "Minimum 1"). */
const SHOWN_MINIMUM_CENTS = 100;
/** A portfolio worth less than this cannot be withdrawn from. */
const LEAST_PORTFOLIO_VALUE_CENTS = 100;

export interface WithdrawalFacts {
  /** The user may withdraw from this deposit (a company's: signing right 2). */
  allowed: boolean;
  freeCapitalCents: Cents;
  portfolioValueCents: Cents;
  /** The bank account the money goes to, from the profile; null when there is none. */
  iban: string | null;
  /** Whether the part above the free capital may be sold (no autosell is running already). */
  autosellPossible: boolean;
  bounds?: WithdrawalBounds;
}

export type WithdrawalCheck =
  | {
      ok: true;
      amountCents: Cents;
      /** The autosell figures when the amount exceeds the free capital; null for a plain one. */
      autosell: AutosellWithdrawal | null;
    }
  | { ok: false; message: WithdrawalMessage };

/** The minus key is blocked in the amount field (an amount is never negative). */
export const isBlockedAmountKey = (key: string): boolean => key === '-' || key === 'Subtract';

const AMOUNT_TEXT = /^\d+(?:[.,]\d{1,2})?$/;

/** The field's text as cents: `empty`, or `invalid` for anything but a plain euro amount. */
export function parseWithdrawalAmount(text: string): Cents | 'empty' | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (!AMOUNT_TEXT.test(trimmed)) return 'invalid';
  return parseEuros(trimmed);
}

const fail = (key: string, values?: Record<string, string>): WithdrawalCheck => ({
  ok: false,
  message: values ? { key, values } : { key },
});

/**
 * What blocks any withdrawal from this deposit whatever the amount: no right to sign alone, a
 * portfolio worth less than 1 € (the empty message), no bank account. Null when nothing does.
 */
export function withdrawalBlocked(facts: WithdrawalFacts): WithdrawalMessage | null {
  if (!facts.allowed) return { key: WITHDRAWAL_MESSAGES.notAllowed };
  if (facts.portfolioValueCents < LEAST_PORTFOLIO_VALUE_CENTS) {
    return { key: WITHDRAWAL_MESSAGES.empty };
  }
  if (facts.iban === null || facts.iban.trim() === '') {
    return { key: WITHDRAWAL_MESSAGES.ibanRequired };
  }
  return null;
}

/** Checks the amount typed against every rule, in the order a user meets them. */
export function checkWithdrawal(
  text: string,
  facts: WithdrawalFacts,
  language: AppLanguage,
): WithdrawalCheck {
  const money = (cents: Cents) => formatCents(cents, language);
  const bounds = facts.bounds ?? DEFAULT_WITHDRAWAL_BOUNDS;
  const blocked = withdrawalBlocked(facts);
  if (blocked) return { ok: false, message: blocked };
  const amount = parseWithdrawalAmount(text);
  if (amount === 'invalid') return fail(WITHDRAWAL_MESSAGES.notNumeric);
  if (amount === 'empty' || amount <= bounds.minimumCents) {
    return fail(WITHDRAWAL_MESSAGES.lessAmount, {
      minimum: money(Math.max(bounds.minimumCents, SHOWN_MINIMUM_CENTS)),
    });
  }
  if (bounds.maximumCents !== null && amount > bounds.maximumCents) {
    return fail(WITHDRAWAL_MESSAGES.maxAmount, { amount: money(bounds.maximumCents) });
  }
  if (amount <= facts.freeCapitalCents) return { ok: true, amountCents: amount, autosell: null };
  if (!facts.autosellPossible) {
    return fail(WITHDRAWAL_MESSAGES.maxAmount, { amount: money(facts.freeCapitalCents) });
  }
  if (amount > facts.portfolioValueCents) {
    return fail(WITHDRAWAL_MESSAGES.maxAmount, { amount: money(facts.portfolioValueCents) });
  }
  return {
    ok: true,
    amountCents: amount,
    autosell: autosellWithdrawal(amount, facts.freeCapitalCents),
  };
}

/**
 * What a refused withdrawal, autosell cancel or stop says (investor.md §5, §8), for the
 * renderer's one reading of API failures: WITHDRAW_ERROR_INSUFFICIENT_FUNDS for a message with
 * "Not enough money available", the signing-right message for a 403, IBAN_REQUIRED for a 422 on
 * the IBAN, a 422's own message on the amount, else only the SERVER_ERROR text. The fixed-rate
 * portfolio's withdrawal reads its refusals the same way.
 */
export const WITHDRAWAL_REFUSALS: ErrorReading = {
  texts: [
    { messageIncludes: NOT_ENOUGH_MONEY_MESSAGE, text: WITHDRAWAL_MESSAGES.insufficientFunds },
    { status: 403, text: WITHDRAWAL_MESSAGES.notAllowed },
    { field: 'iban', text: WITHDRAWAL_MESSAGES.ibanRequired },
    { field: 'amount' },
  ],
  serverWords: 'none',
};
