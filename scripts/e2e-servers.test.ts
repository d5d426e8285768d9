import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { e2ePorts, e2eRunFiles, e2eServers, e2eWorkers } from './e2e-servers.ts';

describe('e2eWorkers and e2ePorts', () => {
  it('run one worker on port 4173 by default', () => {
    expect(e2eWorkers({})).toBe(1);
    expect(e2ePorts({})).toEqual([4173]);
  });

  it('take the first port from E2E_PORT and the worker count from E2E_WORKERS', () => {
    expect(e2ePorts({ E2E_PORT: '4320', E2E_WORKERS: '3' })).toEqual([4320, 4321, 4322]);
    expect(e2ePorts({ E2E_PORT: '4320', E2E_WORKERS: '1' })).toEqual([4320]);
    expect(e2ePorts({ E2E_PORT: ' ', E2E_WORKERS: '2' })).toEqual([4173, 4174]);
    expect(e2ePorts({ E2E_PORT: ' ', E2E_WORKERS: '' })).toEqual([4173]);
  });

  it('refuse a count or a port that is not a whole number in range, naming the variable', () => {
    expect(() => e2eWorkers({ E2E_WORKERS: '0' })).toThrow(/E2E_WORKERS .* not "0"/);
    expect(() => e2eWorkers({ E2E_WORKERS: 'two' })).toThrow(/E2E_WORKERS/);
    expect(() => e2ePorts({ E2E_PORT: '4173.5' })).toThrow(/E2E_PORT/);
    // The last worker's port would be 65536.
    expect(() => e2ePorts({ E2E_PORT: '65535', E2E_WORKERS: '2' })).toThrow(
      /E2E_PORT .* 1 to 65534/,
    );
    expect(e2ePorts({ E2E_PORT: '65535', E2E_WORKERS: '1' })).toEqual([65535]);
  });
});

describe('e2eServers', () => {
  it('gives each worker its own origin, request log and secret record', () => {
    expect(e2eServers({ E2E_PORT: '5000', E2E_WORKERS: '2' }, '/results')).toEqual([
      {
        index: 0,
        port: 5000,
        origin: 'http://127.0.0.1:5000',
        requestLog: '/results/e2e-requests.0.jsonl',
        secretRecord: '/results/e2e-secrets.0.jsonl',
      },
      {
        index: 1,
        port: 5001,
        origin: 'http://127.0.0.1:5001',
        requestLog: '/results/e2e-requests.1.jsonl',
        secretRecord: '/results/e2e-secrets.1.jsonl',
      },
    ]);
  });
});

describe('e2eRunFiles', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('finds every server’s request log or secret record, in server order', () => {
    folder = mkdtempSync(join(tmpdir(), 'e2e-run-files-'));
    for (const name of [
      'e2e-requests.10.jsonl',
      'e2e-requests.2.jsonl',
      'e2e-secrets.0.jsonl',
      'e2e-requests.jsonl',
      'e2e.json',
    ]) {
      writeFileSync(join(folder, name), '');
    }
    expect(e2eRunFiles('requests', folder)).toEqual([
      join(folder, 'e2e-requests.2.jsonl'),
      join(folder, 'e2e-requests.10.jsonl'),
    ]);
    expect(e2eRunFiles('secrets', folder)).toEqual([join(folder, 'e2e-secrets.0.jsonl')]);
  });

  it('finds none where the folder does not exist', () => {
    folder = join(tmpdir(), 'e2e-run-files-missing');
    expect(e2eRunFiles('requests', folder)).toEqual([]);
  });
});
