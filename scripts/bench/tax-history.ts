/**
 * One year of a fair-credit portfolio's history as the transaction call answers it (investor.md
 * §3, §7; amounts as euro text, as the sandbox sends them), for timing the tax statement: a mix
 * of interest, fees, repaid capital, investments, sales and deposits, and `losses` loans each
 * bought, written off and, one in three, its claim sold, all within the year. Deterministic.
 */
import { centsToEuroText } from '#shared/api/money.ts';
import { seededRandom } from '../../src/sandbox/world/bulk/plan.ts';

export interface ApiTransaction {
  created: string;
  from: string | null;
  to: string | null;
  amount: string;
  type: string;
}

export interface TaxHistoryOptions {
  /** Rows in all; at least three per lost loan. */
  entries: number;
  /** Loans written off in the year: the loss table's rows. */
  losses: number;
  year: number;
  portfolioId: string;
  seed?: number;
}

const MARKETPLACE = 'Vertaislaina Oy';
const BANK = 'FI2112345600000785';
/** Loans the other rows name, besides the lost ones. */
const LOAN_POOL = 20_000;

type Flow =
  'from-loan' | 'to-loan' | 'to-marketplace' | 'from-marketplace' | 'from-bank' | 'to-bank';

/** The other rows' types, their share and their direction (the portfolio is the other party). */
const MIX: ReadonlyArray<{ type: string; share: number; flow: Flow; cents: [number, number] }> = [
  { type: 'INTEREST_PAID', share: 0.35, flow: 'from-loan', cents: [1, 5_00] },
  { type: 'ADMINISTRATION_FEE', share: 0.17, flow: 'to-marketplace', cents: [1, 2_50] },
  { type: 'REPAID_CAPITAL', share: 0.28, flow: 'from-loan', cents: [1, 50_00] },
  { type: 'INVESTMENTS', share: 0.12, flow: 'to-loan', cents: [20_00, 200_00] },
  { type: 'AUTOSELL_TRANSACTION', share: 0.01, flow: 'from-loan', cents: [1_00, 150_00] },
  { type: 'TRANSACTION_FEE', share: 0.01, flow: 'to-marketplace', cents: [1, 1_50] },
  { type: 'DEPOSIT', share: 0.03, flow: 'from-bank', cents: [500_00, 5_000_00] },
  { type: 'WITHDRAWAL', share: 0.02, flow: 'to-bank', cents: [10_00, 300_00] },
  { type: 'SUBSCRIPTION_FEE', share: 0.005, flow: 'to-marketplace', cents: [1_00, 10_00] },
  { type: 'FEE_PAYBACK', share: 0.005, flow: 'from-marketplace', cents: [1, 1_00] },
];

/** Money out of the portfolio is negative, as the gateway sends it. */
const OUTGOING: ReadonlySet<Flow> = new Set(['to-loan', 'to-marketplace', 'to-bank']);

const loanName = (index: number) => `LN${100_000 + index}`;

function parties(flow: Flow, portfolio: string, loan: string): [string, string] {
  switch (flow) {
    case 'from-loan':
      return [loan, portfolio];
    case 'to-loan':
      return [portfolio, loan];
    case 'to-marketplace':
      return [portfolio, MARKETPLACE];
    case 'from-marketplace':
      return [MARKETPLACE, portfolio];
    case 'from-bank':
      return [BANK, portfolio];
    case 'to-bank':
      return [portfolio, BANK];
  }
}

/** What happens to lost loan `loan` in slot `stage` (0 bought, 1 written off, 2 claim sold). */
interface LossEvent {
  loan: number;
  stage: 0 | 1 | 2;
}

/**
 * The slots of the loss rows: each loan bought in the first third of the year, written off in
 * the second and (one in three) its claim sold in the last, spread evenly within each third.
 */
export function lossSlots(entries: number, losses: number): Map<number, LossEvent> {
  if (entries < 3 * losses) {
    throw new RangeError(`${entries} entries cannot hold ${losses} losses (3 rows each)`);
  }
  const third = Math.floor(entries / 3);
  const slots = new Map<number, LossEvent>();
  for (let loan = 0; loan < losses; loan++) {
    const offset = Math.floor(((loan + 0.5) * third) / losses);
    slots.set(offset, { loan, stage: 0 });
    slots.set(third + offset, { loan, stage: 1 });
    if (loan % 3 === 0) slots.set(2 * third + offset, { loan, stage: 2 });
  }
  return slots;
}

/** The year's rows, newest first (as the gateway sends them), their instants evenly spread. */
export function taxHistoryRows(options: TaxHistoryOptions): ApiTransaction[] {
  const { entries, losses, portfolioId } = options;
  const random = seededRandom(options.seed ?? 20_250_101);
  const between = ([min, max]: [number, number]) => min + Math.floor(random() * (max - min + 1));
  const start = Date.UTC(options.year, 0, 1) - 2 * 3_600_000;
  const length = Date.UTC(options.year + 1, 0, 1) - 2 * 3_600_000 - start;
  const slots = lossSlots(entries, losses);
  const capital = new Map<number, number>();
  const rows = new Array<ApiTransaction>(entries);

  for (let slot = 0; slot < entries; slot++) {
    const created = new Date(start + Math.floor(((slot + 0.5) * length) / entries)).toISOString();
    const event = slots.get(slot);
    let row: Omit<ApiTransaction, 'created'>;
    if (event) {
      const loan = loanName(event.loan);
      const bought = capital.get(event.loan) ?? between([20_00, 200_00]);
      capital.set(event.loan, bought);
      row =
        event.stage === 0
          ? { from: portfolioId, to: loan, amount: centsToEuroText(-bought), type: 'INVESTMENTS' }
          : event.stage === 1
            ? { from: loan, to: loan, amount: centsToEuroText(-bought), type: 'CREDIT_LOSS_AMOUNT' }
            : {
                from: loan,
                to: portfolioId,
                amount: centsToEuroText(Math.floor(bought / 10)),
                type: 'CREDIT_LOSS_BUY_PRICE',
              };
    } else {
      const roll = random();
      let cumulative = 0;
      const kind = MIX.find((entry) => (cumulative += entry.share) > roll) ?? MIX[0];
      if (kind === undefined) throw new Error('The mix is empty');
      const cents = between(kind.cents);
      const [from, to] = parties(kind.flow, portfolioId, loanName(losses + (slot % LOAN_POOL)));
      const amount = centsToEuroText(OUTGOING.has(kind.flow) ? -cents : cents);
      row = { from, to, amount, type: kind.type };
    }
    rows[entries - 1 - slot] = { created, ...row };
  }
  return rows;
}
