import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: on these 2-core machines one
    // worker, with a core left idle (the unit stage used 1.1 cores: 541 s; with two, 280 s).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/{main,preload,sandbox,shared}/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/structure/**/*.test.ts',
            'tests/tax-statement/**/*.test.ts',
          ],
          testTimeout: 20_000,
          // One folder per run where the workers share the worlds they seed (minutes of CPU).
          globalSetup: ['src/sandbox/test/shared-templates.global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // Each file still runs in a fresh VM context, but a worker builds jsdom once instead of
          // once per file: this project ran in 426 s with the default pool, 119 s with this.
          pool: 'vmThreads',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src/renderer/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
