import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { createServer, get } from 'node:http';
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
  net: {
    request: (_options: { url: string; redirect: string }): unknown => {
      throw new Error('replaced below');
    },
  },
  dialog: {
    showMessageBox: (_options: { buttons: string[]; message: string }) =>
      Promise.resolve({ response: 0, checkboxChecked: false }),
  },
}));
vi.mock('electron', () => electron);

const { startUpdates } = await import('./electron-updates.ts');

/** The https feed the packaged app is given, served by the loopback server below. */
const HTTPS_FEED = 'https://updates.example.test/feed';
let serverOrigin = '';

/**
 * Electron's `net.request` as the adapter uses it, over Node's http: `https://updates.example.test`
 * is the loopback server; a redirect is announced as a 'redirect' event (Electron's manual mode)
 * and is not followed.
 */
function fakeNetRequest(options: { url: string; redirect: string }) {
  const request = new EventEmitter() as EventEmitter & {
    setHeader(name: string, value: string): void;
    end(): void;
    abort(): void;
  };
  const headers: Record<string, string> = {};
  let aborted = false;
  let destroy = () => {};
  request.setHeader = (name, value) => void (headers[name] = value);
  request.abort = () => {
    aborted = true;
    destroy();
  };
  request.end = () => {
    const url = options.url.replace('https://updates.example.test', serverOrigin);
    const outgoing = get(url, { headers }, (response) => {
      if (aborted) return void response.destroy();
      const location = response.headers.location;
      if (options.redirect === 'manual' && location !== undefined) {
        response.resume();
        request.emit(
          'redirect',
          response.statusCode,
          'GET',
          new URL(location, options.url).href,
          {},
        );
      } else {
        request.emit('response', response);
      }
    });
    destroy = () => outgoing.destroy();
    outgoing.on('error', (error) => !aborted && request.emit('error', error));
  };
  return request;
}
electron.net.request = fakeNetRequest;

const IMAGE = randomBytes(200_000);
const SHA512 = createHash('sha512').update(IMAGE).digest('base64');
const requests: string[] = [];
let server: Server;
let feedUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (path === '/feed/old/latest-linux.yml' || path === '/feed/old/V-0.2.0.AppImage') {
      res.writeHead(301, { location: path.replace('/old', '') }).end();
    } else if (path === '/feed/latest-linux.yml') {
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
  serverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feedUrl = `${serverOrigin}/feed`;
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
  vi.spyOn(electron.net, 'request');
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
    expect(electron.net.request).not.toHaveBeenCalled();
  });

  it('does nothing in a development build', () => {
    electron.app.isPackaged = false;
    const policy = { mode: 'feed', url: feedUrl } as const;
    expect(startUpdates({ ...deps, policy, language: () => 'fi' })).toBeNull();
    expect(electron.net.request).not.toHaveBeenCalled();
  });

  it('refuses a loopback http feed in a packaged app, with no request', async () => {
    const policy = { mode: 'feed', url: feedUrl } as const;
    const service = startUpdates({ ...deps, policy, language: () => 'fi' });
    expect(await service?.checkNow()).toEqual({ status: 'failed', reason: 'feed-url' });
    expect(requests).toEqual([]);
    service?.stop();
  });

  describe('on Windows', () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform');
    beforeEach(() => Object.defineProperty(process, 'platform', { value: 'win32' }));
    afterEach(() => {
      if (platform) Object.defineProperty(process, 'platform', platform);
    });
    const policy = { mode: 'feed', url: HTTPS_FEED } as const;

    it('checks nothing and downloads nothing when no publisher is configured, and says why', () => {
      const warn = vi.fn();
      const log = { ...silentLogger, warn };
      expect(startUpdates({ ...deps, log, policy, language: () => 'fi' })).toBeNull();
      expect(electron.net.request).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no Windows publisher/));
    });

    it('checks the feed when a publisher is configured', async () => {
      const windowsPublisherNames = ['CN=Vertaislaina Oy, O=Vertaislaina Oy, C=FI'];
      const service = startUpdates({
        ...deps,
        windowsPublisherNames,
        policy,
        language: () => 'fi',
      });
      expect(service).not.toBeNull();
      await vi.waitFor(() => expect(requests).toEqual(['/feed/latest.yml']));
      service?.stop();
    });
  });

  it.runIf(process.platform === 'linux')(
    'replaces the AppImage after asking in the user’s language, then restarts from it',
    async () => {
      const show = vi.spyOn(electron.dialog, 'showMessageBox');
      const relaunch = vi.spyOn(electron.app, 'relaunch');
      const quit = vi.spyOn(electron.app, 'quit');
      const policy = { mode: 'feed', url: `${HTTPS_FEED}/old` } as const;

      const service = startUpdates({ ...deps, policy, language: () => 'de' });
      expect(await service?.checkNow()).toEqual({ status: 'installing', version: '0.2.0' });
      expect(quit).toHaveBeenCalledOnce();

      // The channel file's redirect, on the feed's own origin, was followed hop by hop.
      expect(requests).toEqual([
        '/feed/old/latest-linux.yml',
        '/feed/latest-linux.yml',
        '/feed/old/V-0.2.0.AppImage',
        '/feed/V-0.2.0.AppImage',
      ]);
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
      const policy = { mode: 'feed', url: HTTPS_FEED } as const;

      const service = startUpdates({ ...deps, policy, language: () => 'fi' });
      await vi.waitFor(() => expect(show).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(readFileSync(appImage, 'utf8')).toBe('old');
      expect(quit).not.toHaveBeenCalled();
      service?.stop();
    },
  );
});
