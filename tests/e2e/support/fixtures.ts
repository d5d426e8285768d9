import { test as base, expect } from '@playwright/test';
import { accessibilityProblems, describeProblems } from './accessibility.ts';
import { SandboxControl, e2eControlSecret } from './sandbox.ts';

export const test = base.extend<{ sandbox: SandboxControl; accessibleScreen: void }>({
  /** Every test starts on a freshly seeded sandbox with its clock at real time and no faults. */
  sandbox: async ({ request }, use) => {
    const sandbox = new SandboxControl(request, e2eControlSecret());
    await sandbox.reset();
    await use(sandbox);
  },
  /**
   * The screen every test ends on is checked with axe-core: a serious or critical WCAG 2.1 AA
   * violation fails the test. Screens passed on the way are checked by accessibility.spec.ts.
   */
  accessibleScreen: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      if (!page.url().startsWith('http')) return;
      const problems = await accessibilityProblems(page);
      expect(problems, describeProblems(page.url(), problems)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
