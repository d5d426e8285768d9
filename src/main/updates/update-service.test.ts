import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../log.ts';
import type { ConfirmRestart, FeedRelease, UpdateVerifier } from './ports.ts';
import { FakeAppUpdater, manualScheduler } from './test-fakes.ts';
import type { ManualScheduler } from './test-fakes.ts';
import { CHECK_INTERVAL_MS, createUpdateService } from './update-service.ts';
import type { UpdateCheckResult, UpdateServiceDeps } from './update-service.ts';

const FEED = 'https://updates.example.fi/desktop';
const RELEASE: FeedRelease = {
  version: '0.2.0',
  files: [{ url: 'Vertaislaina-0.2.0-win-x64.exe' }],
  path: 'Vertaislaina-0.2.0-win-x64.exe',
};

let updater: FakeAppUpdater;
let scheduler: ManualScheduler;
let confirmRestart: ReturnType<typeof vi.fn<ConfirmRestart>>;
let logged: string[];
let results: UpdateCheckResult[];

const log: Logger = {
  info: (message) => logged.push(`info ${message}`),
  warn: (message) => logged.push(`warn ${message}`),
  error: (message) => logged.push(`error ${message}`),
};

function service(overrides: Partial<UpdateServiceDeps> = {}) {
  return createUpdateService({
    policy: { mode: 'feed', url: FEED },
    updater,
    verifier: null,
    scheduler,
    confirmRestart,
    log,
    onResult: (result) => results.push(result),
    ...overrides,
  });
}

/** Lets the started check (and its question) run to its end. */
async function resultCount(count: number): Promise<void> {
  await vi.waitFor(() => expect(results).toHaveLength(count));
}

beforeEach(() => {
  updater = new FakeAppUpdater('0.1.0');
  updater.feed = RELEASE;
  scheduler = manualScheduler();
  confirmRestart = vi.fn<ConfirmRestart>(() => Promise.resolve(true));
  logged = [];
  results = [];
});

describe('the policy', () => {
  it('off: electron-updater is not touched, nothing is checked or scheduled', async () => {
    const updates = service({ policy: { mode: 'off' } });
    updates.start();
    expect(await updates.checkNow()).toEqual({ status: 'disabled' });
    scheduler.advance(CHECK_INTERVAL_MS * 2);

    expect(updater.feedUrls).toEqual([]);
    expect(updater.checks).toEqual([]);
    expect(updater.listenerCount('update-downloaded')).toBe(0);
    expect(scheduler.pending()).toBe(0);
    expect(logged).toContain('info updates are off by policy');
  });

  it('a feed: electron-updater reads that feed, and downloads only when the service says', async () => {
    updater.feed = { ...RELEASE, version: '0.1.0' };
    const updates = service();

    expect(await updates.checkNow()).toEqual({ status: 'up-to-date', latest: '0.1.0' });
    expect(updater.feedUrls).toEqual([`${FEED}/`]);
    expect(updater.checks).toEqual([`${FEED}/`]);
    expect(updater.autoDownload).toBe(false);
  });

  it.each([
    ['plain http', 'http://updates.example.fi/desktop'],
    ['http on loopback', 'http://127.0.0.1:8080/feed'],
    ['credentials', 'https://user:secret@updates.example.fi/desktop'],
  ])('a feed over %s is refused before any request', async (_case, url) => {
    const updates = service({ policy: { mode: 'feed', url } });
    updates.start();

    expect(await updates.checkNow()).toEqual({ status: 'failed', reason: 'feed-url' });
    expect(updater.feedUrls).toEqual([]);
    expect(updater.checks).toEqual([]);
    expect(scheduler.pending()).toBe(0);
    expect(logged.join('\n')).not.toContain('secret');
  });

  it('an installation electron-updater does not update is left alone', async () => {
    updater.active = false;
    const updates = service();
    updates.start();

    expect(await updates.checkNow()).toEqual({ status: 'inactive' });
    expect(updater.checks).toEqual([]);
    expect(scheduler.pending()).toBe(0);
  });
});

describe('a downloaded update', () => {
  it('asks the question; restart now installs silently and starts the app again', async () => {
    const updates = service();

    expect(await updates.checkNow()).toEqual({ status: 'installing', version: '0.2.0' });
    expect(confirmRestart).toHaveBeenCalledWith({ version: '0.2.0' });
    expect(updater.installs).toEqual([{ isSilent: true, isForceRunAfter: true }]);
  });

  it('later: nothing now, installed when the app quits, asked again at the next check', async () => {
    confirmRestart.mockResolvedValue(false);
    const updates = service();

    expect(await updates.checkNow()).toEqual({ status: 'declined', version: '0.2.0' });
    expect(updater.installs).toEqual([]);
    expect(updater.quit()).toBe('0.2.0');

    await updates.checkNow();
    expect(confirmRestart).toHaveBeenCalledTimes(2);
  });

  it('is asked about once, even when electron-updater reports it twice', async () => {
    let answer: (yes: boolean) => void = () => {};
    confirmRestart.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const updates = service();
    const first = updates.checkNow();
    await vi.waitFor(() => expect(confirmRestart).toHaveBeenCalledTimes(1));

    await updater.downloadUpdate();
    answer(true);

    expect(await first).toEqual({ status: 'installing', version: '0.2.0' });
    expect(confirmRestart).toHaveBeenCalledTimes(1);
    expect(updater.installs).toHaveLength(1);
  });

  it('is not installed now when the app began to quit while the question was open', async () => {
    const updates = service();
    confirmRestart.mockImplementation(() => {
      updates.stop();
      return Promise.resolve(true);
    });

    expect(await updates.checkNow()).toEqual({ status: 'declined', version: '0.2.0' });
    expect(updater.installs).toEqual([]);
  });

  it('is not downloaded when the feed names a file outside https', async () => {
    updater.feed = { ...RELEASE, files: [{ url: 'http://cdn.example.fi/Vertaislaina.exe' }] };
    const updates = service();

    expect(await updates.checkNow()).toEqual({ status: 'failed', reason: 'file-url' });
    expect(confirmRestart).not.toHaveBeenCalled();
    expect(updater.quit()).toBeNull();
  });
});

describe('the Windows publisher check', () => {
  const refusing: UpdateVerifier = () =>
    Promise.resolve({ ok: false, problem: 'signed by CN=Someone Else' });

  it('is electron-updater’s signature hook: a wrong signer is never asked about or installed', async () => {
    const updates = service({ verifier: refusing });

    expect(await updates.checkNow()).toEqual({ status: 'failed', reason: 'updater' });
    expect(confirmRestart).not.toHaveBeenCalled();
    expect(updater.quit()).toBeNull();
    expect(logged).toContain(
      'error update failed: not signed by the owner: signed by CN=Someone Else',
    );
  });

  it('also refuses a staged file the hook never saw (no publisher in app-update.yml)', async () => {
    updater.publisherNames = [];
    const updates = service({ verifier: refusing });

    expect(await updates.checkNow()).toEqual({ status: 'failed', reason: 'signature' });
    expect(confirmRestart).not.toHaveBeenCalled();
    expect(updater.quit()).toBeNull();
  });

  it('lets the right signer through to the question', async () => {
    const verifier = vi.fn<UpdateVerifier>(() => Promise.resolve({ ok: true }));
    const updates = service({ verifier });

    expect(await updates.checkNow()).toEqual({ status: 'installing', version: '0.2.0' });
    expect(verifier).toHaveBeenCalledWith('/cache/pending/Vertaislaina-0.2.0.exe');
  });
});

describe('an error', () => {
  it('is logged, answers a failure and leaves the next daily check in place', async () => {
    updater.feed = new Error('net::ERR_CONNECTION_REFUSED');
    const updates = service();
    updates.start();
    await resultCount(1);

    expect(results[0]).toEqual({ status: 'failed', reason: 'updater' });
    expect(logged).toContain('error update failed: net::ERR_CONNECTION_REFUSED');
    expect(scheduler.pending()).toBe(1);

    updater.feed = RELEASE;
    scheduler.advance(CHECK_INTERVAL_MS);
    await resultCount(2);
    expect(results[1]).toEqual({ status: 'installing', version: '0.2.0' });
  });
});

describe('the schedule', () => {
  it('checks on start and then every 24 hours, until stopped', async () => {
    updater.feed = { ...RELEASE, version: '0.1.0' };
    const updates = service();
    updates.start();
    await resultCount(1);
    for (let day = 2; day <= 4; day++) {
      scheduler.advance(CHECK_INTERVAL_MS);
      await resultCount(day);
    }
    expect(updater.checks).toHaveLength(4);

    updates.stop();
    expect(scheduler.pending()).toBe(0);
    scheduler.advance(CHECK_INTERVAL_MS * 3);
    expect(updater.checks).toHaveLength(4);
  });
});
