import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLogger } from './file-logger.ts';
import { createRotatingFile } from './rotating-file.ts';

/** One of each kind of secret the logs must never hold, as it would appear in the app. */
const SECRETS = {
  bearer: 'Bearer 42|Xq8vLm2PzR7tYb3NcK9wHs5dJf1gAe6uVo4iTl0',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  smsCode: '4821',
  identityCode: '7305',
  hetu: '131052-308T',
  hetuNewSign: '010594Y9032',
  ibanSpaced: 'FI21 1234 5600 0007 85',
  ibanCompact: 'FI2112345600000785',
  phoneIntl: '+358 40 123 4567',
  phoneNational: '040 765 4321',
  phoneCompact: '0501234567',
  email: 'maija.meikalainen@example.fi',
} as const;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'logs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function logger(level: 'error' | 'warn' | 'info' | 'debug' = 'debug', maxBytes = 1024 * 1024) {
  const file = createRotatingFile({ path: join(dir, 'main.log'), maxBytes, maxFiles: 3 });
  return createFileLogger({ file, level, now: () => new Date('2026-01-15T10:00:00.000Z') });
}

const readAll = (): string =>
  readdirSync(dir)
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('');

describe('file logger: nothing secret reaches the file', () => {
  it('redacts every kind of secret in messages, nested fields and errors', () => {
    const log = logger();
    log.info(`request with Authorization: ${SECRETS.bearer}`);
    log.info(`token ${SECRETS.jwt} stored`);
    log.info(`POST api/auth/verify body {"phone":"x","code":"${SECRETS.smsCode}"}`);
    log.warn(`deep link vertaislaina://onfido/redirect?code=${SECRETS.identityCode}&state=abc`);
    log.info('profile loaded', {
      user: {
        personal_identity_code: SECRETS.hetu,
        note: `born ${SECRETS.hetuNewSign}`,
        accounts: [{ iban: SECRETS.ibanCompact }, { text: `pay to ${SECRETS.ibanSpaced}` }],
        contact: { phone: SECRETS.phoneIntl, alt: `call ${SECRETS.phoneNational}` },
      },
      headers: { Authorization: SECRETS.bearer },
      code: SECRETS.smsCode,
    });
    const failure = new Error(`SMS to ${SECRETS.phoneCompact} failed for ${SECRETS.email}`, {
      cause: new Error(`IBAN ${SECRETS.ibanSpaced} rejected`),
    });
    log.error('withdraw failed', { error: failure });
    log.write('error', `Uncaught: hetu ${SECRETS.hetu} code=${SECRETS.smsCode}`, {}, 'renderer');

    const written = readAll();
    expect(written.split('\n').filter(Boolean)).toHaveLength(7);
    for (const [kind, secret] of Object.entries(SECRETS)) {
      expect(written, kind).not.toContain(secret);
    }
    // The IBAN's and the phone's digits are gone, not only their spaced form.
    expect(written).not.toContain('5600');
    expect(written).not.toContain('765 4321');
    expect(written).toContain('[redacted]');
  });

  it('writes one JSON object per line with time, level, scope and message', () => {
    const log = logger();
    log.warn('disk nearly full', { freeBytes: 1024, code: 'ENOSPC' });
    log.write(
      'error',
      'TypeError: x is undefined',
      { stack: 'at a (app://x/index.js:1:2)' },
      'renderer',
    );
    const lines = readAll()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      {
        time: '2026-01-15T10:00:00.000Z',
        level: 'warn',
        scope: 'main',
        message: 'disk nearly full',
        fields: { freeBytes: 1024, code: 'ENOSPC' },
      },
      {
        time: '2026-01-15T10:00:00.000Z',
        level: 'error',
        scope: 'renderer',
        message: 'TypeError: x is undefined',
        fields: { stack: 'at a (app://x/index.js:1:2)' },
      },
    ]);
  });
});

describe('file logger: level and rotation', () => {
  it('writes only entries at or above the level, which can change after start', () => {
    const log = logger('warn');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    log.setLevel('debug');
    log.debug('d2');
    expect(log.level()).toBe('debug');
    const messages = readAll()
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { message: string }).message);
    expect(messages).toEqual(['w', 'e', 'd2']);
  });

  it('rotates by size and keeps at most three files, dropping the oldest', () => {
    const log = logger('debug', 1000);
    for (let i = 0; i < 60; i++) log.info(`entry ${String(i).padStart(3, '0')} ${'x'.repeat(60)}`);
    expect(readdirSync(dir).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const name of readdirSync(dir)) {
      expect(readFileSync(join(dir, name)).byteLength).toBeLessThanOrEqual(1000);
    }
    expect(log.files()).toEqual([
      join(dir, 'main.log'),
      join(dir, 'main.1.log'),
      join(dir, 'main.2.log'),
    ]);
    const newest = readFileSync(join(dir, 'main.log'), 'utf8');
    expect(newest).toContain('entry 059');
    expect(readAll()).not.toContain('entry 000');
  });

  it('never throws when the folder cannot be written', () => {
    const errors: unknown[] = [];
    const file = createRotatingFile({
      path: join(dir, 'main.log', 'nested', 'x.log'),
      maxBytes: 1000,
      maxFiles: 3,
      onError: (error) => errors.push(error),
    });
    const log = createFileLogger({ file, level: 'info' });
    // main.log is a file here, so the folder cannot be created.
    createFileLogger({
      file: createRotatingFile({ path: join(dir, 'main.log'), maxBytes: 10, maxFiles: 2 }),
      level: 'info',
    }).info('occupy');
    expect(() => {
      log.info('a');
      log.info('b');
    }).not.toThrow();
    expect(errors).toHaveLength(1);
  });
});
