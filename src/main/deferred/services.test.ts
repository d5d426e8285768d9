import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../log.ts';
import type { DownloadService } from '../downloads/download-service.ts';
import type { SettingsService } from '../settings/service.ts';
import { deferredDiagnostics, startUpdatesAfterWindow } from './services.ts';

const loaded = vi.hoisted(() => ({ diagnostics: 0, updates: 0 }));
const save = vi.hoisted(() => vi.fn(() => Promise.resolve({ status: 'saved' as const })));
const startAppUpdates = vi.hoisted(() => vi.fn());

vi.mock('../diagnostics/electron-diagnostics.ts', () => {
  loaded.diagnostics += 1;
  return { createElectronDiagnostics: vi.fn(() => ({ save })) };
});
vi.mock('../updates/app-updates.ts', () => {
  loaded.updates += 1;
  return { startAppUpdates };
});

const settings = {} as SettingsService;
const downloads = {} as DownloadService;

describe('services main loads after its window', () => {
  it('loads diagnostics (and its zip writer) on the first save only', async () => {
    const saveDiagnostics = deferredDiagnostics({
      logFiles: () => [],
      settings,
      downloads,
      log: silentLogger,
    });
    expect(loaded.diagnostics).toBe(0);
    await expect(saveDiagnostics()).resolves.toEqual({ status: 'saved' });
    await saveDiagnostics();
    expect(loaded.diagnostics).toBe(1);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('starts the update checks once their module has loaded', async () => {
    const deps = { settings, mainWindow: () => null, log: silentLogger };
    await startUpdatesAfterWindow(deps);
    expect(loaded.updates).toBe(1);
    expect(startAppUpdates).toHaveBeenCalledWith(deps);
  });

  it('is what main uses: its entry imports neither diagnostics nor updates before the window', () => {
    const entry = readFileSync(new URL('../index.ts', import.meta.url), 'utf8');
    expect(entry).not.toMatch(/from '\.\/(diagnostics|updates)\//);
    expect(entry).toMatch(/from '\.\/deferred\/services\.ts'/);
  });
});
