/**
 * A company representative's signing right as the trade register gives it (investor.md §3
 * Autoinvest, §6): only a representative who signs alone (2) may withdraw and switch autoinvest;
 * a joint signing right sends the user to customer service.
 */
export const SIGNING_RIGHT = {
  none: 0,
  jointly: 1,
  alone: 2,
} as const;
export type SigningRight = (typeof SIGNING_RIGHT)[keyof typeof SIGNING_RIGHT];

export const signsAlone = (status: number | null | undefined): boolean =>
  status === SIGNING_RIGHT.alone;
