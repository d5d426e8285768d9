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
        new_password: 'correct horse battery staple',
        note: 'call 358 40 100 0101 or fi21 1234 5600 0007 85',
        amount: 5000,
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
        mobile_phone: '[redacted]',
        new_password: '[redacted]',
        note: 'call [redacted] or [redacted]',
        amount: 5000,
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
    for (const secret of ['4711', '1234', 'st-1', 'st-2', '140396-102H', 'X123', 'horse', '0101']) {
      expect(written).not.toContain(secret);
    }
  });

  it('keeps no secret in the path: the Onfido retry link’s state is a path parameter', () => {
    const log = createRequestLog();
    log.record({
      method: 'GET',
      path: '/api/auth/signicat/retry/onfido/onfido-state-8f3a',
      query: {},
      body: null,
    });
    log.record({
      method: 'GET',
      path: '/api/investor/loans/123',
      query: { from_date: '2026-01-05', to_date: '2026-02-05', type: 'ALL' },
      body: null,
    });
    expect(log.entries()).toEqual([
      { method: 'GET', path: '/api/auth/signicat/retry/onfido/[redacted]', query: {}, body: null },
      {
        method: 'GET',
        path: '/api/investor/loans/123',
        query: { from_date: '2026-01-05', to_date: '2026-02-05', type: 'ALL' },
        body: null,
      },
    ]);
  });
});
