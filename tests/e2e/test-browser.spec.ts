import { readFileSync } from 'node:fs';
import { chromium, expect, test } from '@playwright/test';
import { BROWSER_UI_FEATURES } from '../../scripts/chromium.ts';
import { chromiumLaunchOptions } from './support/chromium.ts';

/** The names each `--disable-features` switch on a command line carries, in order. */
function disabledFeatureSwitches(commandLine: readonly string[]): string[][] {
  const prefix = '--disable-features=';
  return commandLine
    .filter((arg) => arg.startsWith(prefix))
    .map((arg) => arg.slice(prefix.length).split(',').filter(Boolean));
}

test.describe('the browser the suite and the bench drive', () => {
  test("keeps every feature Playwright disables while leaving out the browser's UI", async () => {
    test.skip(process.platform !== 'linux', 'reads the command line from /proc');
    const server = await chromium.launchServer(chromiumLaunchOptions());
    try {
      const pid = server.process().pid;
      if (pid === undefined) throw new Error('the browser has no process id');
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const switches = disabledFeatureSwitches(commandLine);
      // Chromium keeps the last switch only: it must carry every name of the ones before it.
      const effective = switches.at(-1) ?? [];
      const earlier = switches.slice(0, -1).flat();
      expect(earlier.length).toBeGreaterThan(0);
      expect(earlier.filter((name) => !effective.includes(name))).toEqual([]);
      expect(effective).toEqual(expect.arrayContaining(BROWSER_UI_FEATURES));
    } finally {
      await server.close();
    }
  });

  test("opens a page without the browser's own UI pages beside it", async ({ browser }) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('about:blank');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
      expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
