import { defineConfig } from '@playwright/test';

/**
 * Electron end-to-end suite (Playwright `_electron`). Needs a build (`npm run build`) and the
 * Electron binary; without the binary every file skips with one line saying so.
 * On Linux without a display: `xvfb-run -a npm run test:electron`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
});
