import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  electronPackageDir,
  ensureElectronBinary,
  findElectronBinary,
  type ElectronSetup,
  type InstallerRun,
} from './electron-binary.ts';

/**
 * No binary named by the user, a download mirror on a port nothing listens on (the download fails
 * at once, as on a machine that cannot reach the host) and an empty cache.
 */
function unreachableEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ELECTRON_MIRROR: 'http://127.0.0.1:9/',
    electron_config_cache: tempDir(),
  };
  delete env.ELECTRON_EXEC_PATH;
  delete env.ELECTRON_OVERRIDE_DIST_PATH;
  return env;
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'electron-binary-'));
}

/**
 * A project folder whose electron package is the real one without its binary: the package's own
 * files copied, its dependencies linked, so the real installer runs against it.
 */
function projectWithoutBinary(): string {
  const root = tempDir();
  const modules = join(root, 'node_modules');
  const realModules = dirname(electronPackageDir());
  mkdirSync(join(modules, 'electron'), { recursive: true });
  for (const file of readdirSync(electronPackageDir(), { withFileTypes: true })) {
    if (file.isFile() && file.name !== 'path.txt') {
      copyFileSync(join(electronPackageDir(), file.name), join(modules, 'electron', file.name));
    }
  }
  for (const dep of ['@electron', '@electron-internal', 'electron-vite']) {
    symlinkSync(join(realModules, dep), join(modules, dep));
  }
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
  mkdirSync(join(root, 'scripts'));
  for (const script of ['start.ts', 'electron-binary.ts']) {
    copyFileSync(resolve('scripts', script), join(root, 'scripts', script));
  }
  return root;
}

function fakeBinary(folder: string, name = 'electron'): string {
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

function setup(electronDir: string, env: NodeJS.ProcessEnv = {}): ElectronSetup {
  return { electronDir, env, platform: 'linux' };
}

const neverInstall = vi.fn<(s: ElectronSetup, t: number) => InstallerRun>(() => {
  throw new Error('must not download');
});

describe('findElectronBinary', () => {
  it('finds the binary the installer extracted, by path.txt', () => {
    const dir = tempDir();
    const binary = fakeBinary(join(dir, 'dist'));
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(findElectronBinary(setup(dir))).toEqual({ found: true, path: binary });
  });

  it('reports an installed path.txt whose binary was deleted as missing, not explicit', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(findElectronBinary(setup(dir))).toMatchObject({ found: false, explicit: false });
  });

  it('takes ELECTRON_OVERRIDE_DIST_PATH as the folder holding the platform executable', () => {
    const dist = join(tempDir(), 'my-electron');
    const binary = fakeBinary(dist, 'electron.exe');
    const found = findElectronBinary({
      electronDir: tempDir(),
      env: { ELECTRON_OVERRIDE_DIST_PATH: dist },
      platform: 'win32',
    });
    expect(found).toEqual({ found: true, path: binary });
  });

  it('takes ELECTRON_EXEC_PATH over everything else', () => {
    const binary = fakeBinary(tempDir(), 'my-electron');
    const dir = tempDir();
    fakeBinary(join(dir, 'dist'));
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(findElectronBinary(setup(dir, { ELECTRON_EXEC_PATH: binary }))).toEqual({
      found: true,
      path: binary,
    });
  });
});

describe('ensureElectronBinary', () => {
  it('does not download when the binary is there', () => {
    const dir = tempDir();
    const binary = fakeBinary(join(dir, 'dist'));
    writeFileSync(join(dir, 'path.txt'), 'electron');
    const result = ensureElectronBinary(setup(dir), { timeoutMs: 1000, install: neverInstall });
    expect(result).toEqual({ ok: true, path: binary, downloaded: false });
  });

  it('does not download over a binary the user named that is not there, and says which', () => {
    const result = ensureElectronBinary(
      setup(tempDir(), { ELECTRON_EXEC_PATH: '/nowhere/electron' }),
      {
        timeoutMs: 1000,
        install: neverInstall,
      },
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('ELECTRON_EXEC_PATH is /nowhere/electron');
  });

  it('finds the binary once the installer has written it', () => {
    const dir = tempDir();
    const install = (s: ElectronSetup): InstallerRun => {
      fakeBinary(join(s.electronDir, 'dist'));
      writeFileSync(join(s.electronDir, 'path.txt'), 'electron');
      return { status: 0, output: '', timedOut: false };
    };
    const onDownload = vi.fn();
    const result = ensureElectronBinary(setup(dir), { timeoutMs: 1000, install, onDownload });
    expect(result).toEqual({ ok: true, path: join(dir, 'dist', 'electron'), downloaded: true });
    expect(onDownload).toHaveBeenCalledOnce();
  });

  it('names a download that timed out', () => {
    const result = ensureElectronBinary(setup(tempDir()), {
      timeoutMs: 120_000,
      install: () => ({ status: null, output: '', timedOut: true }),
    });
    expect(!result.ok && result.reason).toBe('the download did not finish within 120 s');
  });

  it('runs the real installer and, with the host unreachable, says what failed and what to do', () => {
    const electronDir = join(projectWithoutBinary(), 'node_modules', 'electron');
    const result = ensureElectronBinary(setup(electronDir, unreachableEnv()), {
      timeoutMs: 60_000,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toMatch(/fetch failed|ECONNREFUSED/);
    expect(result.reason).not.toMatch(/^\s*at /);
    for (const advice of ['ELECTRON_MIRROR', 'ELECTRON_EXEC_PATH', 'npm run web']) {
      expect(result.message).toContain(advice);
    }
  });
});

describe('npm start without the binary, the host unreachable', () => {
  it('ends with status 1 and one paragraph, no stack trace', () => {
    const root = projectWithoutBinary();
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'start.ts')], {
      cwd: root,
      env: unreachableEnv(),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("Electron's binary is not installed yet: downloading it once");
    expect(run.stderr).toContain(
      "Cannot start the desktop app: Electron's binary is not installed",
    );
    expect(run.stderr).toContain('npm run web');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toContain('Electron uninstall');
  });
});
