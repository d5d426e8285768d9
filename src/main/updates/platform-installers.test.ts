import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appImageInstaller, nsisInstaller, platformInstaller } from './platform-installers.ts';
import type { SpawnDetached } from './platform-installers.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'installers-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('nsisInstaller', () => {
  it('starts the installer silently in update mode, then quits', async () => {
    const events: string[] = [];
    const spawn = vi.fn<SpawnDetached>(() => void events.push('spawn'));
    const installer = nsisInstaller({ spawn, quit: () => void events.push('quit') });

    await installer.install({ path: 'C:\\u\\update-0.2.0.exe', version: '0.2.0' });

    expect(installer.fileExtensions).toEqual(['exe']);
    expect(spawn).toHaveBeenCalledWith('C:\\u\\update-0.2.0.exe', [
      '--updated',
      '/S',
      '--force-run',
    ]);
    expect(events).toEqual(['spawn', 'quit']);
  });
});

describe('appImageInstaller', () => {
  it('replaces the running image, executable, and restarts from it', async () => {
    const apps = join(dir, 'Applications');
    const pending = join(dir, 'pending');
    mkdirSync(apps);
    mkdirSync(pending);
    const current = join(apps, 'Vertaislaina.AppImage');
    const update = join(pending, 'update-0.2.0.AppImage');
    writeFileSync(current, 'old', { mode: 0o755 });
    writeFileSync(update, 'new', { mode: 0o600 });
    const events: string[] = [];

    await appImageInstaller({
      appImagePath: current,
      relaunch: (execPath) => void events.push(`relaunch ${execPath}`),
      quit: () => void events.push('quit'),
    }).install({ path: update, version: '0.2.0' });

    expect(readFileSync(current, 'utf8')).toBe('new');
    expect(statSync(current).mode & 0o777).toBe(0o755);
    expect(readdirSync(apps)).toEqual(['Vertaislaina.AppImage']);
    expect(readdirSync(pending)).toEqual([]);
    expect(events).toEqual([`relaunch ${current}`, 'quit']);
  });

  it('leaves the running image alone and does not restart when it cannot be replaced', async () => {
    const update = join(dir, 'update-0.2.0.AppImage');
    writeFileSync(update, 'new');
    const relaunch = vi.fn();
    const quit = vi.fn();
    const installer = appImageInstaller({
      appImagePath: join(dir, 'missing-folder', 'Vertaislaina.AppImage'),
      relaunch,
      quit,
    });

    await expect(installer.install({ path: update, version: '0.2.0' })).rejects.toThrow();
    expect(relaunch).not.toHaveBeenCalled();
    expect(quit).not.toHaveBeenCalled();
  });
});

describe('platformInstaller', () => {
  const base = { spawn: vi.fn(), relaunch: vi.fn(), quit: vi.fn() };

  it('is NSIS on Windows and AppImage on Linux only when running from an AppImage', () => {
    expect(platformInstaller({ ...base, platform: 'win32', env: {} })?.fileExtensions).toEqual([
      'exe',
    ]);
    expect(
      platformInstaller({ ...base, platform: 'linux', env: { APPIMAGE: '/opt/V.AppImage' } })
        ?.fileExtensions,
    ).toEqual(['AppImage']);
  });

  it('is none for deb or rpm installs, a relative APPIMAGE, and macOS', () => {
    expect(platformInstaller({ ...base, platform: 'linux', env: {} })).toBeNull();
    expect(
      platformInstaller({ ...base, platform: 'linux', env: { APPIMAGE: 'V.AppImage' } }),
    ).toBeNull();
    expect(platformInstaller({ ...base, platform: 'darwin', env: {} })).toBeNull();
  });
});
