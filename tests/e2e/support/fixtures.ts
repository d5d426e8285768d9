import { test as base, expect } from '@playwright/test';
import { SandboxControl } from './sandbox.ts';

/** Every test starts on a freshly seeded sandbox with its clock at real time and no faults. */
export const test = base.extend<{ sandbox: SandboxControl }>({
  sandbox: async ({ request }, use) => {
    const sandbox = new SandboxControl(request);
    await sandbox.reset();
    await use(sandbox);
  },
});

export { expect };
