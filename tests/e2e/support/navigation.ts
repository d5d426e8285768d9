import { expect, type Page } from '@playwright/test';

/**
 * Visits a path directly (as if typed into the address bar) and expects the URL the app ends
 * on: the path itself, or where a guard sends the visitor.
 */
export async function expectVisitLandsOn(page: Page, path: string, url: RegExp): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(url);
}
