import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level the European Accessibility Act asks of consumer credit services. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AccessibilityProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical WCAG 2.1 AA violations on the screen the page shows now. */
export async function accessibilityProblems(page: Page): Promise<AccessibilityProblem[]> {
  // AxeBuilder's default runs axe in each frame, then merges the parts in a new blank page: two to
  // four times as long as one axe.run (a second a test under load). A screen without frames
  // has no parts to merge, so it gets the one run, with the same findings.
  const frameless = page.frames().length === 1;
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    .setLegacyMode(frameless)
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export function describeProblems(url: string, problems: AccessibilityProblem[]): string {
  const lines = problems.map(
    (p) => `  ${p.impact} ${p.rule}: ${p.help}\n    at ${p.targets.slice(0, 5).join(', ')}`,
  );
  return `Accessibility (WCAG 2.1 AA) on ${url}:\n${lines.join('\n')}`;
}

/** Waits for the screen to settle (its heading shown, no request in flight), then checks it. */
export async function expectAccessible(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const problems = await accessibilityProblems(page);
  if (problems.length > 0) throw new Error(describeProblems(page.url(), problems));
}
