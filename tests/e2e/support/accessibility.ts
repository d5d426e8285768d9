import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type ElementContext, type Result } from 'axe-core';

/** WCAG 2.1 A and AA: the level the European Accessibility Act asks of consumer credit services. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AccessibilityProblem {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe in the page itself: injected once per document (a later check of the same document reuses
 * it) and asked for violations only. AxeBuilder's run without frames injected axe twice, passed
 * back every passed and inapplicable check with its nodes, and so took about twice as long.
 */
async function violationsWithoutFrames(page: Page): Promise<Result[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    // In the page, where globalThis is the window (the tests compile without the DOM's types).
    const win = globalThis as unknown as { axe: typeof axe; document: ElementContext };
    const results = await win.axe.run(win.document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations;
  }, WCAG_21_AA);
}

/** AxeBuilder's run: axe in each frame, the parts merged in a new blank page. */
async function violationsWithFrames(page: Page): Promise<Result[]> {
  return (await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations;
}

/** The serious and critical WCAG 2.1 AA violations on the screen the page shows now. */
export async function accessibilityProblems(page: Page): Promise<AccessibilityProblem[]> {
  const frameless = page.frames().length === 1;
  const violations = frameless
    ? await violationsWithoutFrames(page)
    : await violationsWithFrames(page);
  return violations
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
