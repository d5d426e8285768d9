import { test as base, expect } from '@playwright/test';
import type { E2eServer } from '../../../scripts/e2e-servers.ts';
import { accessibilityProblems, describeProblems } from './accessibility.ts';
import { SandboxControl, e2eControlSecret } from './sandbox.ts';

/** The run's web servers, one per worker (playwright.config.ts). */
export interface WebServerOption {
  webServers: E2eServer[];
}

export const test = base.extend<
  { sandbox: SandboxControl; accessibleScreen: void },
  WebServerOption & { webServer: E2eServer }
>({
  webServers: [[], { option: true, scope: 'worker' }],
  /**
   * The worker's own web server, and with it its own sandbox: the run never has two workers
   * with the same parallelIndex, and a worker started again after a failure keeps its index.
   */
  webServer: [
    async ({ webServers }, use, workerInfo) => {
      const server = webServers[workerInfo.parallelIndex];
      if (!server) {
        throw new Error(
          `No web server for worker ${workerInfo.parallelIndex} (${webServers.length} started)`,
        );
      }
      await use(server);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ webServer }, use) => {
    await use(webServer.origin);
  },
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
