import { expect, test } from '@playwright/test';
import { MENU_LABELS } from '../../src/main/menu/menu-labels.ts';
import { SKIP_REASON, launchApp } from './support/electron-app.ts';

test.skip(SKIP_REASON !== null, SKIP_REASON ?? '');

const fi = MENU_LABELS.fi;
const plain = (label: string) => label.replace('&', '');

test('the application menu speaks the app’s language and its Help items reach the page', async () => {
  const app = await launchApp();
  try {
    const page = await app.firstWindow();
    await page.locator('main input').first().waitFor();

    const top = await app.evaluate(({ Menu }) =>
      (Menu.getApplicationMenu()?.items ?? []).map((item) => item.label.replace('&', '')),
    );
    expect(top).toEqual(
      expect.arrayContaining([fi.file, fi.edit, fi.view, fi.window, fi.help].map(plain)),
    );

    // The window title names the page.
    await expect.poll(() => page.title()).toMatch(/^.+ – Vertaislaina$/);

    // Help → Customer service: the footer's contact link gets the focus.
    await app.evaluate(({ Menu }, label) => {
      const items = Menu.getApplicationMenu()?.items ?? [];
      const help = items[items.length - 1];
      help?.submenu?.items.find((item) => item.label === label)?.click();
    }, fi.customerService);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (globalThis as unknown as { document: { activeElement: { id: string } | null } })
              .document.activeElement?.id,
        ),
      )
      .toBe('contact-us');
  } finally {
    await app.close();
  }
});
