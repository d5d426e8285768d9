import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDownloadService } from '../downloads/download-service.ts';
import type { SaveTarget } from '../downloads/target.ts';
import { silentLogger } from '../log.ts';
import { createFileLogger } from '../logging/file-logger.ts';
import { createRotatingFile } from '../logging/rotating-file.ts';
import { createDiagnosticsService, type EffectiveSetting } from './diagnostics.ts';
import { readZip } from './test-zip-reader.ts';

let dir: string;
let out: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'diagnostics-'));
  out = join(dir, 'out');
  mkdirSync(out);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SETTINGS: EffectiveSetting[] = [
  { key: 'apiBaseUrl', value: 'https://api.vertaislaina.fi', source: 'policy' },
  { key: 'language', value: 'fi', source: 'user' },
  { key: 'logLevel', value: 'debug', source: 'environment' },
  { key: 'downloadFolder', value: null, source: 'default' },
  { key: 'proxyToken', value: 'Bearer abc.def', source: 'environment' },
  { key: 'token', value: 'opaque', source: 'user' },
  { key: 'supportPhone', value: '+358 40 123 4567', source: 'policy' },
];

function setup(
  target: SaveTarget | null = { folder: '', fileName: '', overwrite: false },
  options: {
    settings?: EffectiveSetting[];
    home?: { folder: string; platform: NodeJS.Platform };
  } = {},
) {
  const logger = createFileLogger({
    file: createRotatingFile({ path: join(dir, 'logs', 'main.log'), maxBytes: 400, maxFiles: 3 }),
    level: 'info',
  });
  const chooseTarget = vi.fn((_kind: string, suggestedName: unknown) =>
    Promise.resolve(
      target === null ? null : { folder: out, fileName: String(suggestedName), overwrite: false },
    ),
  );
  const downloads = createDownloadService({
    request: () => {
      throw new Error('no network here');
    },
    apiOrigin: () => null,
    authorization: () => null,
    chooseTarget,
    rememberFolder: () => undefined,
    onProgress: () => undefined,
    onUnauthorized: () => undefined,
    log: silentLogger,
  });
  const service = createDiagnosticsService({
    logFiles: () => logger.files(),
    versions: () => ({
      app: '1.4.0',
      electron: '45.4.1',
      chrome: '142.0',
      node: '24.11.0',
      os: { platform: 'linux', release: '6.8.0', arch: 'x64' },
    }),
    settings: () => options.settings ?? SETTINGS,
    save: (request) => downloads.saveBytes(request),
    now: () => new Date(2026, 0, 15, 9, 5, 0),
    log: silentLogger,
    home: options.home ?? { folder: '/home/tester', platform: 'linux' },
  });
  return { logger, service, chooseTarget };
}

const text = (data: Uint8Array): string => new TextDecoder().decode(data);

describe('diagnostics', () => {
  it('saves one zip with the logs, versions and settings with their sources', async () => {
    const s = setup();
    for (let i = 0; i < 12; i++) s.logger.info(`started ${i}`);
    const result = await s.service.save();
    const path = join(out, 'vertaislaina-diagnostics-2026-01-15-0905.zip');
    expect(result).toEqual({ status: 'saved', path });
    expect(s.chooseTarget).toHaveBeenCalledWith(
      'zip',
      'vertaislaina-diagnostics-2026-01-15-0905.zip',
    );
    expect(readdirSync(out)).toEqual(['vertaislaina-diagnostics-2026-01-15-0905.zip']);

    const entries = readZip(new Uint8Array(readFileSync(path)));
    expect(entries.map((e) => e.name)).toEqual([
      'README.txt',
      'versions.json',
      'settings.json',
      'logs/main.log',
      'logs/main.1.log',
      'logs/main.2.log',
    ]);
    const byName = new Map(entries.map((e) => [e.name, text(e.data)]));
    expect(JSON.parse(byName.get('versions.json') ?? '')).toMatchObject({
      app: '1.4.0',
      electron: '45.4.1',
      os: { platform: 'linux', release: '6.8.0', arch: 'x64' },
    });
    expect(JSON.parse(byName.get('settings.json') ?? '')).toEqual([
      { key: 'apiBaseUrl', value: 'https://api.vertaislaina.fi', source: 'policy' },
      { key: 'language', value: 'fi', source: 'user' },
      { key: 'logLevel', value: 'debug', source: 'environment' },
      { key: 'downloadFolder', value: null, source: 'default' },
      { key: 'proxyToken', value: '[redacted]', source: 'environment' },
      { key: 'token', value: '[redacted]', source: 'user' },
      { key: 'supportPhone', value: '[redacted]', source: 'policy' },
    ]);
    expect(byName.get('logs/main.log')).toContain('started 11');
  });

  it('leaves no secret in the file, including in log files written without redaction', async () => {
    const s = setup();
    s.logger.error('verify failed', { phone: '+358401234567', note: 'hetu 131052-308T' });
    // A log line from an older version that did not redact yet.
    const logPath = join(dir, 'logs', 'main.1.log');
    writeFileSync(logPath, '{"message":"Bearer abc123 IBAN FI2112345600000785 code=4821"}\n');
    const result = await s.service.save();
    expect(result.status).toBe('saved');
    const zip = readFileSync(join(out, readdirSync(out)[0] ?? ''));
    const all = readZip(new Uint8Array(zip))
      .map((e) => text(e.data))
      .join('\n');
    for (const secret of ['+358401234567', '131052-308T', 'abc123', 'FI2112345600000785', '4821']) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('Bearer [redacted]');
  });

  it.each([
    {
      platform: 'linux' as const,
      folder: '/home/matti.meikalainen',
      paths: ['/home/matti.meikalainen/Lataukset', '/home/matti.meikalainen/.config/x/main.log'],
      hidden: ['~/Lataukset', '~/.config/x/main.log'],
    },
    {
      platform: 'win32' as const,
      folder: 'C:\\Users\\Matti.Meikalainen',
      paths: [
        'c:\\users\\MATTI.MEIKALAINEN\\Downloads',
        'C:/Users/Matti.Meikalainen/AppData/x.log',
      ],
      hidden: ['~\\Downloads', '~/AppData/x.log'],
    },
  ])('names no user: the $platform home folder is ~ in settings and logs', async (home) => {
    const [folder = '', logged = ''] = home.paths;
    const s = setup(undefined, {
      home: { folder: home.folder, platform: home.platform },
      settings: [
        { key: 'downloadFolder', value: folder, source: 'policy' },
        { key: 'lastDownloadFolder', value: `${folder}\\2026`, source: 'user' },
      ],
    });
    s.logger.info(`download saved to ${logged}`, { folder });
    writeFileSync(join(dir, 'logs', 'main.1.log'), `{"message":"opened ${logged}"}\n`);
    expect((await s.service.save()).status).toBe('saved');
    const entries = readZip(new Uint8Array(readFileSync(join(out, readdirSync(out)[0] ?? ''))));
    const all = entries.map((e) => text(e.data)).join('\n');
    expect(all.toLowerCase()).not.toContain('matti');
    const settings = JSON.parse(
      text(entries.find((e) => e.name === 'settings.json')?.data ?? new Uint8Array()),
    ) as EffectiveSetting[];
    expect(settings.map((setting) => setting.value)).toEqual([
      home.hidden[0],
      `${home.hidden[0] ?? ''}\\2026`,
    ]);
    expect(all).toContain(`download saved to ${home.hidden[1] ?? ''}`);
    expect(all).toContain(`opened ${home.hidden[1] ?? ''}`);
  });

  it('passes a canceled dialog through and writes nothing', async () => {
    const s = setup(null);
    expect(await s.service.save()).toEqual({ status: 'canceled' });
    expect(readdirSync(out)).toEqual([]);
  });

  it('fails as a value when the settings cannot be read', async () => {
    const save = vi.fn();
    const service = createDiagnosticsService({
      logFiles: () => [],
      versions: () => ({ app: '1', os: { platform: 'linux', release: '6', arch: 'x64' } }),
      settings: () => Promise.reject(new Error('store locked')),
      save,
      now: () => new Date(),
      log: silentLogger,
      home: { folder: '/home/tester', platform: 'linux' },
    });
    expect(await service.save()).toEqual({ status: 'failed', reason: 'io' });
    expect(save).not.toHaveBeenCalled();
  });
});
