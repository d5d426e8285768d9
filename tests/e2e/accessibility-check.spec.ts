import { expect, test } from '@playwright/test';
import { accessibilityProblems } from './support/accessibility.ts';

/**
 * The check every test's last screen goes through (support/fixtures.ts) finds a violation on a
 * page without frames (one axe run) and inside a frame (axe in each frame, merged).
 */
const IMAGE_WITHOUT_ALT = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';

test('a violation on a page without frames is found', async ({ page }) => {
  await page.setContent(`<html lang="en"><title>t</title><main>${IMAGE_WITHOUT_ALT}</main></html>`);
  const rules = (await accessibilityProblems(page)).map((problem) => problem.rule);
  expect(rules).toContain('image-alt');
});

test('a second check of the same screen, with axe already in it, finds what it shows then', async ({
  page,
}) => {
  await page.setContent('<html lang="en"><title>t</title><main><h1>Fine</h1></main></html>');
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.evaluate(
    `document.querySelector('main').insertAdjacentHTML('beforeend', '${IMAGE_WITHOUT_ALT}')`,
  );
  const rules = (await accessibilityProblems(page)).map((problem) => problem.rule);
  expect(rules).toEqual(['image-alt']);
});

test('a violation inside a frame is found', async ({ page }) => {
  const frame = `<html lang="en"><title>f</title>${IMAGE_WITHOUT_ALT}</html>`;
  await page.setContent(
    `<html lang="en"><title>t</title><main><iframe title="f" srcdoc='${frame}'></iframe></main></html>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  const rules = (await accessibilityProblems(page)).map((problem) => problem.rule);
  expect(rules).toContain('image-alt');
});

test('a page without a violation has none', async ({ page }) => {
  await page.setContent('<html lang="en"><title>t</title><main><h1>Fine</h1></main></html>');
  expect(await accessibilityProblems(page)).toEqual([]);
});
