import type { TestInfo } from '@playwright/test';
import type { SandboxControl } from './sandbox.ts';

export const DAY_SECONDS = 86_400;

/**
 * How many days before today the tests that need the marketplace to stop earlier start it. They
 * all use the same day: each other day costs a world built of its own (about 45 s on a quiet
 * machine, minutes on a loaded one), where one day's world is built once and then copied.
 */
export const EARLIER_WORLD_DAYS = 35;

/**
 * Such a test's time: the first of them in a run builds the earlier world before it starts, which
 * alone took 94 s on a machine under load 5.
 */
const EARLIER_WORLD_TIMEOUT = 300_000;

/**
 * Reseeds the sandbox as it was EARLIER_WORLD_DAYS ago, then lets it live on to `daysBack` days
 * before today (the clock moves the engine day by day, a few seconds for weeks).
 */
export async function startWorldDaysAgo(
  sandbox: SandboxControl,
  testInfo: TestInfo,
  daysBack: number,
): Promise<void> {
  if (daysBack > EARLIER_WORLD_DAYS) {
    throw new Error(`The earlier world starts ${EARLIER_WORLD_DAYS} days ago, not ${daysBack}`);
  }
  testInfo.setTimeout(EARLIER_WORLD_TIMEOUT);
  await sandbox.reset(new Date(Date.now() - EARLIER_WORLD_DAYS * DAY_SECONDS * 1000));
  if (daysBack < EARLIER_WORLD_DAYS) {
    await sandbox.advanceClock((EARLIER_WORLD_DAYS - daysBack) * DAY_SECONDS);
  }
}
