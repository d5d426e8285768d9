import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRequestLog } from './request-log.ts';

describe('the request log', () => {
  it('keeps the keys of codes, states, SSNs and passport numbers, not their values', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'request-log-')), 'requests.jsonl');
    const log = createRequestLog(file);
    log.record({
      method: 'POST',
      path: '/api/auth/telia/callback',
      query: { code: '4711', state: 'st-1', language: 'fi' },
      body: {
        code: '1234',
        state: 'st-2',
        session_state: 'ss',
        mobile_phone: '+358401000101',
        person: { ssn: '140396-102H', passport_number: 'X123', tax_identification_number: 'T9' },
      },
    });
    const expected = {
      method: 'POST',
      path: '/api/auth/telia/callback',
      query: { code: '[redacted]', state: '[redacted]', language: 'fi' },
      body: {
        code: '[redacted]',
        state: '[redacted]',
        session_state: '[redacted]',
        mobile_phone: '+358401000101',
        person: {
          ssn: '[redacted]',
          passport_number: '[redacted]',
          tax_identification_number: '[redacted]',
        },
      },
    };
    expect(log.entries()).toEqual([expected]);
    const written = readFileSync(file, 'utf8');
    expect(JSON.parse(written)).toEqual(expected);
    for (const secret of ['4711', '1234', 'st-1', 'st-2', '140396-102H', 'X123']) {
      expect(written).not.toContain(secret);
    }
  });
});
