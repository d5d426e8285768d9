import { expect, test } from '@playwright/test';
import { BROWSER_UI_FEATURES } from '../../scripts/chromium.ts';

/** The names each `--disable-features` switch on a command line carries, in order. */
function disabledFeatureSwitches(commandLine: string): string[][] {
  return [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) =>
    (match[1] ?? '').split(',').filter(Boolean),
  );
}

test.describe('the browser the suite and the bench drive', () => {
  test("keeps every feature Playwright disables while leaving out the browser's UI", async ({
    page,
  }) => {
    // Chromium's own account of the command line it was started with.
    await page.goto('chrome://version');
    const switches = disabledFeatureSwitches(await page.locator('#command_line').innerText());
    // Chromium keeps the last switch only: it must carry every name of the ones before it.
    const effective = switches.at(-1) ?? [];
    const earlier = switches.slice(0, -1).flat();
    expect(earlier.length).toBeGreaterThan(0);
    expect(earlier.filter((name) => !effective.includes(name))).toEqual([]);
    expect(effective).toEqual(expect.arrayContaining(BROWSER_UI_FEATURES));
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
