import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Playwright cannot download its own browser on these machines: use Debian's Chromium.
 * The flags keep Chromium off the (closed) network and make it start cleanly as root.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return {
    ...(existsSync(executablePath) ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
