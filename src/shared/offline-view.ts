import { z } from 'zod';

/*
 * The last view of a portfolio (issue 22 §3): the figures and the first rows of the transaction
 * list the user last saw, kept so that the portfolio pages can show them, read-only, while the gateway does not
 * answer. Main keeps them encrypted (src/main/offline-cache); web mode in the tab's memory. One
 * shape for both, checked by the bridge contract's schema on the way in and on every read.
 */

/** How much is kept: one view per portfolio, each with its figures and its list's first rows. */
export const LAST_VIEW_LIMITS = { portfolios: 12, figures: 40, rows: 100 } as const;

/** Which portfolio a view is of: a marketplace deposit (its id) or a legacy user's portfolio. */
export const portfolioViewKey = z
  .string()
  .regex(/^(?:deposit:[A-Za-z0-9_-]{1,64}|legacy:\d{1,15})$/);
export type PortfolioViewKey = z.output<typeof portfolioViewKey>;

export const depositViewKey = (depositId: string): PortfolioViewKey => `deposit:${depositId}`;
export const legacyViewKey = (legacyUserId: number): PortfolioViewKey => `legacy:${legacyUserId}`;

const isoDate = z.iso.date();
const range = z.object({ from: isoDate, to: isoDate }).strict();
const cents = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

/** A figure as the portfolio's answer has it once parsed: cents, a count, a fraction, or text. */
const figureValue = z.union([z.number().finite(), z.string().max(200), z.null()]);

/** One transaction as its list showed it: amounts in cents, as the gateway signed them. */
export const lastViewRow = z
  .object({
    created: z.string().max(64),
    type: z.string().max(64),
    from: z.string().max(200).nullable(),
    to: z.string().max(200).nullable(),
    amountCents: cents,
  })
  .strict();
export type LastViewRow = z.output<typeof lastViewRow>;

export const lastPortfolioView = z
  .object({
    portfolio: portfolioViewKey,
    /** When the figures were fetched (ISO 8601): the view's "as of". */
    seenAt: z.iso.datetime(),
    /** The figures by the answer's own names. */
    figures: z
      .record(z.string().regex(/^[A-Za-z_]{1,64}$/), figureValue)
      .refine((figures) => Object.keys(figures).length <= LAST_VIEW_LIMITS.figures),
    /** The figures' range; null where the call takes none (the legacy portfolio). */
    figuresRange: range.nullable(),
    transactions: z
      .object({
        /** The list's range; null where the call takes none (the legacy portfolio). */
        range: range.nullable(),
        /** The first rows of the list, in the order it showed them. */
        rows: z.array(lastViewRow).max(LAST_VIEW_LIMITS.rows),
        /** How many rows the list had. */
        total: z.number().int().nonnegative(),
      })
      .strict(),
  })
  .strict();
export type LastPortfolioView = z.output<typeof lastPortfolioView>;

/** The kept views, the latest first. */
export type LastViews = readonly LastPortfolioView[];

/** The views with `view` in place of its portfolio's earlier one, at most LIMITS.portfolios. */
export function withView(views: LastViews, view: LastPortfolioView): LastViews {
  const others = views.filter((kept) => kept.portfolio !== view.portfolio);
  return [view, ...others].slice(0, LAST_VIEW_LIMITS.portfolios);
}

/** The last view of a portfolio, or null when none is kept. */
export function viewOf(views: LastViews, portfolio: PortfolioViewKey): LastPortfolioView | null {
  return views.find((view) => view.portfolio === portfolio) ?? null;
}
