import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../log.ts';

// The Electron APIs startUpdates touches, faked; everything below them is the real code.
const electron = vi.hoisted(() => ({
  app: {
    isPackaged: true,
    getVersion: () => '0.1.0',
    getPath: (_name: string): string => '',
    on: (_event: string, _listener: () => void) => {},
    relaunch: (_options: { execPath: string }) => {},
    quit: () => {},
  },
  net: { fetch: (url: string, init?: RequestInit) => fetch(url, init) },
  dialog: {
    showMessageBox: (_options: { buttons: string[]; message: string }) =>
      Promise.resolve({ response: 0, checkboxChecked: false }),
  },
}));
vi.mock('electron', () => electron);

const { startUpdates } = await import('./electron-updates.ts');

const IMAGE = randomBytes(200_000);
const SHA512 = createHash('sha512').update(IMAGE).digest('base64');
const requests: string[] = [];
let server: Server;
let feedUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (path === '/feed/latest-linux.yml') {
      res.end(
        `version: 0.2.0\nfiles:\n  - url: V-0.2.0.AppImage\n    sha512: ${SHA512}\n    size: ${IMAGE.length}\n`,
      );
    } else if (path === '/feed/V-0.2.0.AppImage') {
      res.end(IMAGE);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let dir: string;
let appImage: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'electron-updates-'));
  appImage = join(dir, 'Vertaislaina.AppImage');
  writeFileSync(appImage, 'old', { mode: 0o755 });
  requests.length = 0;
  electron.app.isPackaged = true;
  vi.spyOn(electron.app, 'getPath').mockReturnValue(join(dir, 'userData'));
  vi.spyOn(electron.net, 'fetch');
  vi.stubEnv('APPIMAGE', appImage);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const deps = { windowsPublisherNames: [], mainWindow: () => null, log: silentLogger };

describe('startUpdates', () => {
  it('does nothing, not even a request, when the policy says off', () => {
    expect(startUpdates({ ...deps, policy: { mode: 'off' }, language: () => 'fi' })).toBeNull();
    expect(electron.net.fetch).not.toHaveBeenCalled();
  });

  it('does nothing in a development build', () => {
    electron.app.isPackaged = false;
    const policy = { mode: 'feed', url: feedUrl } as const;
    expect(startUpdates({ ...deps, policy, language: () => 'fi' })).toBeNull();
    expect(electron.net.fetch).not.toHaveBeenCalled();
  });

  it.runIf(process.platform === 'linux')(
    'replaces the AppImage after asking in the user’s language, then restarts from it',
    async () => {
      const show = vi.spyOn(electron.dialog, 'showMessageBox');
      const relaunch = vi.spyOn(electron.app, 'relaunch');
      const quit = vi.spyOn(electron.app, 'quit');
      const policy = { mode: 'feed', url: feedUrl } as const;

      const service = startUpdates({ ...deps, policy, language: () => 'de' });
      expect(await service?.checkNow()).toEqual({ status: 'installing', version: '0.2.0' });
      expect(quit).toHaveBeenCalledOnce();

      expect(requests).toEqual(['/feed/latest-linux.yml', '/feed/V-0.2.0.AppImage']);
      expect(show.mock.calls[0]?.[0].buttons).toEqual(['Jetzt neu starten', 'Später']);
      expect(readFileSync(appImage).equals(IMAGE)).toBe(true);
      expect(relaunch).toHaveBeenCalledWith({ execPath: appImage });
      service?.stop();
    },
  );

  it.runIf(process.platform === 'linux')(
    'keeps the AppImage when the user says later',
    async () => {
      const show = vi
        .spyOn(electron.dialog, 'showMessageBox')
        .mockResolvedValue({ response: 1, checkboxChecked: false });
      const quit = vi.spyOn(electron.app, 'quit');
      const policy = { mode: 'feed', url: feedUrl } as const;

      const service = startUpdates({ ...deps, policy, language: () => 'fi' });
      await vi.waitFor(() => expect(show).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(readFileSync(appImage, 'utf8')).toBe('old');
      expect(quit).not.toHaveBeenCalled();
      service?.stop();
    },
  );
});
