/** Whole seconds until `endsAt`, rounded up (the dialog shows 60 when it opens), never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The seconds a screen reader is told of: a polite live region that changed every second would
 * talk without pause, so it speaks at these steps only.
 */
export const ANNOUNCED_STEPS = [60, 45, 30, 15, 10, 5] as const;

/** The step to announce with `seconds` left: the last one passed, or the time itself before the first. */
export function announcedSeconds(seconds: number): number {
  const passed = ANNOUNCED_STEPS.filter((step) => step >= seconds);
  return passed.at(-1) ?? seconds;
}
