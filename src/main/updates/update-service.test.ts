import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../log.ts';
import type { UpdatePolicy } from './policy.ts';
import type { DownloadedUpdate, FetchLike, UpdateInstaller, UpdateVerifier } from './ports.ts';
import { manualScheduler } from './test-fakes.ts';
import type { ManualScheduler } from './test-fakes.ts';
import { CHECK_INTERVAL_MS, createUpdateService } from './update-service.ts';
import type { UpdateCheckResult, UpdateServiceDeps } from './update-service.ts';

const CURRENT = '0.1.0';
const INSTALLER = randomBytes(300_000); // several chunks
const SHA512 = createHash('sha512').update(INSTALLER).digest('base64');
const FILE = 'Vertaislaina-0.2.0-x86_64.AppImage';

function channelFile(version: string, sha512 = SHA512, size = INSTALLER.length): string {
  // The shape electron-builder's generic publisher writes to latest-linux.yml.
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${FILE}`,
    `    sha512: ${sha512}`,
    `    size: ${size}`,
    `path: ${FILE}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-20T10:00:00.000Z'",
    '',
  ].join('\n');
}

/** What the loopback feed serves; each test sets it. */
const feed = {
  status: 200,
  channel: channelFile('0.2.0'),
  body: INSTALLER,
  /** Paths answered with a 302 to the given location. */
  redirects: new Map<string, string>(),
};
const requests: string[] = [];
let server: Server;
let feedUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (feed.status !== 200) return void res.writeHead(feed.status).end('down for maintenance');
    const location = feed.redirects.get(path);
    if (location !== undefined) return void res.writeHead(302, { location }).end();
    if (path === '/feed/latest-linux.yml' || path === '/moved/latest-linux.yml') {
      res.writeHead(200, { 'content-type': 'text/yaml' }).end(feed.channel);
    } else if (path === `/feed/${FILE}` || path === `/moved/${FILE}`) {
      res.writeHead(200, { 'content-length': feed.body.length });
      // In pieces, as a real download arrives.
      let offset = 0;
      const pump = (): void => {
        if (offset >= feed.body.length) return void res.end();
        res.write(feed.body.subarray(offset, offset + 65_536));
        offset += 65_536;
        setImmediate(pump);
      };
      pump();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let dir: string;
let downloadFolder: string;
let scheduler: ManualScheduler;
let installed: Array<{ update: DownloadedUpdate; bytes: Buffer }>;
let installer: UpdateInstaller;
let verifier: ReturnType<typeof vi.fn<UpdateVerifier>>;
let answer: boolean;
let confirmRestart: ReturnType<typeof vi.fn<UpdateServiceDeps['confirmRestart']>>;
let results: UpdateCheckResult[];
let fetchSpy: ReturnType<typeof vi.fn<FetchLike>>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'updates-'));
  downloadFolder = join(dir, 'pending-update');
  feed.status = 200;
  feed.channel = channelFile('0.2.0');
  feed.body = INSTALLER;
  feed.redirects.clear();
  requests.length = 0;
  scheduler = manualScheduler();
  installed = [];
  installer = {
    fileExtensions: ['AppImage'],
    install: (update) => {
      installed.push({ update, bytes: readFileSync(update.path) });
      return Promise.resolve();
    },
  };
  verifier = vi.fn<UpdateVerifier>(() => Promise.resolve({ ok: true }));
  answer = true;
  confirmRestart = vi.fn(() => Promise.resolve(answer));
  results = [];
  fetchSpy = vi.fn<FetchLike>((url, init) => fetch(url, init));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function service(overrides: Partial<UpdateServiceDeps> = {}) {
  return createUpdateService({
    policy: { mode: 'feed', url: feedUrl },
    loopbackHttp: 'allowed',
    currentVersion: CURRENT,
    platform: 'linux',
    arch: 'x64',
    fetch: fetchSpy,
    scheduler,
    downloadFolder,
    verifier,
    installer,
    confirmRestart,
    log: silentLogger,
    onResult: (result) => results.push(result),
    ...overrides,
  });
}

/** Resolves once the service has reported `count` results in all. */
async function resultCount(count: number): Promise<void> {
  await vi.waitFor(() => expect(results).toHaveLength(count));
}

const folderEntries = (): string[] => {
  try {
    return readdirSync(downloadFolder);
  } catch {
    return [];
  }
};

describe('a newer version on the feed', () => {
  it('is downloaded, verified, asked about and installed when the user says yes', async () => {
    const result = await service().checkNow();

    expect(result).toEqual({ status: 'installing', version: '0.2.0' });
    expect(requests).toEqual(['/feed/latest-linux.yml', `/feed/${FILE}`]);
    expect(verifier).toHaveBeenCalledOnce();
    expect(confirmRestart).toHaveBeenCalledWith({ version: '0.2.0' });
    // Checked before the question, installed after it.
    expect(verifier.mock.invocationCallOrder[0]).toBeLessThan(
      confirmRestart.mock.invocationCallOrder[0] ?? 0,
    );
    expect(installed).toHaveLength(1);
    expect(installed[0]?.update.version).toBe('0.2.0');
    expect(installed[0]?.bytes.equals(INSTALLER)).toBe(true);
  });

  it('is not installed when the user says later, and is offered again without a new download', async () => {
    answer = false;
    const updates = service();

    expect(await updates.checkNow()).toEqual({ status: 'declined', version: '0.2.0' });
    expect(installed).toEqual([]);
    expect(folderEntries()).toEqual(['update-0.2.0.AppImage']);

    requests.length = 0;
    answer = true;
    expect(await updates.checkNow()).toEqual({ status: 'installing', version: '0.2.0' });
    expect(requests).toEqual(['/feed/latest-linux.yml']);
    expect(confirmRestart).toHaveBeenCalledTimes(2);
    expect(installed[0]?.bytes.equals(INSTALLER)).toBe(true);
  });

  it('is not installed when the code signature is refused, and the file is deleted', async () => {
    verifier.mockResolvedValue({ ok: false, problem: 'publisher is not Vertaislaina Oy' });

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'signature' });
    expect(confirmRestart).not.toHaveBeenCalled();
    expect(installed).toEqual([]);
    expect(folderEntries()).toEqual([]);
  });

  it('is not installed when the file changed on disk while the question was open', async () => {
    confirmRestart.mockImplementation(() => {
      writeFileSync(join(downloadFolder, 'update-0.2.0.AppImage'), randomBytes(INSTALLER.length));
      return Promise.resolve(true);
    });

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'checksum' });
    expect(installed).toEqual([]);
    expect(folderEntries()).toEqual([]);
  });
});

describe('the same or an older version on the feed', () => {
  it.each(['0.1.0', '0.0.9', '0.1.0-rc.1'])(
    '%s: nothing is downloaded or asked',
    async (version) => {
      feed.channel = channelFile(version);

      expect(await service().checkNow()).toEqual({ status: 'up-to-date', latest: version });
      expect(requests).toEqual(['/feed/latest-linux.yml']);
      expect(confirmRestart).not.toHaveBeenCalled();
      expect(verifier).not.toHaveBeenCalled();
      expect(installed).toEqual([]);
    },
  );
});

describe('a corrupt download', () => {
  it('with a sha512 mismatch is never installed and its temp file is removed', async () => {
    feed.body = Buffer.from(INSTALLER);
    feed.body[1000] = (feed.body[1000] ?? 0) ^ 0xff;

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'checksum' });
    expect(requests).toEqual(['/feed/latest-linux.yml', `/feed/${FILE}`]);
    expect(verifier).not.toHaveBeenCalled();
    expect(confirmRestart).not.toHaveBeenCalled();
    expect(installed).toEqual([]);
    expect(folderEntries()).toEqual([]);
  });

  it('longer than the feed says is cut off and removed', async () => {
    feed.body = Buffer.concat([INSTALLER, Buffer.alloc(10)]);

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'size' });
    expect(installed).toEqual([]);
    expect(folderEntries()).toEqual([]);
  });

  it('shorter than the feed says is refused and removed', async () => {
    feed.body = INSTALLER.subarray(0, INSTALLER.length - 1);

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'size' });
    expect(installed).toEqual([]);
    expect(folderEntries()).toEqual([]);
  });

  it('from a feed whose channel file is over 1 MiB is refused', async () => {
    feed.channel = `version: 0.2.0\n# ${'x'.repeat(2 * 1024 * 1024)}\n`;

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'feed-invalid' });
    expect(requests).toEqual(['/feed/latest-linux.yml']);
  });

  it('from a feed with an invalid channel file is not even fetched', async () => {
    feed.channel = 'version: 0.2.0\nfiles: []\n';

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'feed-invalid' });
    expect(requests).toEqual(['/feed/latest-linux.yml']);
  });
});

describe('a feed that is down', () => {
  it('answers a failure value when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const updates = service({ policy: { mode: 'feed', url: `http://127.0.0.1:${port}/feed` } });
    expect(await updates.checkNow()).toEqual({ status: 'failed', reason: 'feed-unreachable' });
    expect(installed).toEqual([]);
  });

  it('answers a failure value on HTTP 500 and tries again at the next daily check', async () => {
    feed.status = 500;
    const updates = service();
    updates.start();
    await resultCount(1);
    expect(results[0]).toEqual({ status: 'failed', reason: 'feed-http' });
    expect(requests).toHaveLength(1);

    feed.status = 200;
    scheduler.advance(CHECK_INTERVAL_MS - 60_000);
    expect(requests).toHaveLength(1);

    scheduler.advance(60_000);
    await resultCount(2);
    expect(results[1]).toEqual({ status: 'installing', version: '0.2.0' });
    updates.stop();
  });
});

describe('stopping', () => {
  it('while the question is open installs nothing, even on yes', async () => {
    const updates = service();
    confirmRestart.mockImplementation(() => {
      updates.stop();
      return Promise.resolve(true);
    });

    expect(await updates.checkNow()).toEqual({ status: 'declined', version: '0.2.0' });
    expect(installed).toEqual([]);
  });
});

describe('the schedule', () => {
  it('checks on start and then every 24 hours', async () => {
    feed.channel = channelFile(CURRENT);
    const updates = service();
    updates.start();
    await resultCount(1);
    for (let day = 2; day <= 4; day++) {
      scheduler.advance(CHECK_INTERVAL_MS);
      await resultCount(day);
    }
    expect(requests).toEqual(Array(4).fill('/feed/latest-linux.yml'));

    updates.stop();
    expect(scheduler.pending()).toBe(0);
    scheduler.advance(CHECK_INTERVAL_MS * 3);
    expect(requests).toHaveLength(4);
  });
});

describe('the policy', () => {
  it('off: no request at all and nothing scheduled', async () => {
    const policy: UpdatePolicy = { mode: 'off' };
    const updates = service({ policy });
    updates.start();
    expect(await updates.checkNow()).toEqual({ status: 'disabled' });
    scheduler.advance(CHECK_INTERVAL_MS * 2);

    expect(scheduler.pending()).toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('a loopback http feed is refused in a packaged app, before any request', async () => {
    const updates = service({ loopbackHttp: 'refused' });

    expect(await updates.checkNow()).toEqual({ status: 'failed', reason: 'feed-url' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a feed over plain http to another host is refused before any request', async () => {
    const updates = service({ policy: { mode: 'feed', url: 'http://updates.example.fi/feed' } });

    expect(await updates.checkNow()).toEqual({ status: 'failed', reason: 'feed-url' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('redirects', () => {
  /** Another loopback server: another origin, which records what reaches it. */
  let other: Server;
  let otherUrl: string;
  const otherRequests: string[] = [];
  beforeAll(async () => {
    other = createServer((req, res) => {
      otherRequests.push(req.url ?? '');
      res.writeHead(200).end(req.url?.endsWith('.yml') ? feed.channel : INSTALLER);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())));
  beforeEach(() => {
    otherRequests.length = 0;
  });
  const requested = (): string[] => fetchSpy.mock.calls.map(([url]) => new URL(url).origin);

  it('are followed on the feed’s own origin, for the channel file and the installer', async () => {
    feed.redirects.set('/feed/latest-linux.yml', '/moved/latest-linux.yml');
    feed.redirects.set(`/feed/${FILE}`, `/moved/${FILE}`);

    expect(await service().checkNow()).toEqual({ status: 'installing', version: '0.2.0' });
    expect(requests).toEqual([
      '/feed/latest-linux.yml',
      '/moved/latest-linux.yml',
      `/feed/${FILE}`,
      `/moved/${FILE}`,
    ]);
    expect(installed[0]?.bytes.equals(INSTALLER)).toBe(true);
  });

  it.each([
    ['to another origin', () => `${otherUrl}/feed/latest-linux.yml`],
    ['to plain http off loopback', () => 'http://updates.example.fi/feed/latest-linux.yml'],
    ['to another scheme', () => 'file:///etc/passwd'],
  ])('of the channel file %s are refused and never requested', async (_case, location) => {
    feed.redirects.set('/feed/latest-linux.yml', location());

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'feed-redirect' });
    expect(requests).toEqual(['/feed/latest-linux.yml']);
    expect(otherRequests).toEqual([]);
    expect(new Set(requested())).toEqual(new Set([new URL(feedUrl).origin]));
    expect(installed).toEqual([]);
  });

  it('of the installer to plain http elsewhere are refused, never requested, nothing kept', async () => {
    feed.redirects.set(`/feed/${FILE}`, `${otherUrl}/${FILE}`);

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'redirect' });
    expect(otherRequests).toEqual([]);
    expect(verifier).not.toHaveBeenCalled();
    expect(folderEntries()).toEqual([]);
  });

  it('in a loop end after ten hops', async () => {
    feed.redirects.set('/feed/latest-linux.yml', '/feed/latest-linux.yml');

    expect(await service().checkNow()).toEqual({ status: 'failed', reason: 'feed-redirect' });
    expect(requests).toHaveLength(11);
  });
});
