import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, chooseChromium, defaultSearch } from '../../../scripts/chromium.ts';

/**
 * The browser `scripts/ensure-chromium.ts` checked before the suite started: CHROMIUM_PATH, the
 * system's Chromium, else Playwright's own (no executablePath).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const choice = chooseChromium(defaultSearch());
  return {
    ...('executablePath' in choice ? { executablePath: choice.executablePath } : {}),
    args: CHROMIUM_ARGS,
  };
}
