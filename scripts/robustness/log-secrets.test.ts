import { describe, expect, it } from 'vitest';
import { findLeaks, occurrences, recordedSecrets } from './log-secrets.ts';

describe('the secrets of a run', () => {
  it('are the distinct recorded values of four characters or more, placeholders left out', () => {
    const record = [
      '{"path":"/api/auth/sms/verify","values":["1234","tok-abcdefghij"]}',
      '{"path":"/__sandbox/sms","values":["1234","x"]}',
      '{"path":"/__sandbox/requests","values":["[redacted]","[REDACTED]"]}',
      '',
    ].join('\n');
    expect(recordedSecrets(record)).toEqual(['1234', 'tok-abcdefghij']);
  });
});

describe('finding a secret in a log', () => {
  it('finds a long value as it is, percent-encoded and JSON-escaped', () => {
    const secret = 'ab/cd+ef"gh=ij';
    expect(occurrences(secret, `x ${secret} y`)).toEqual([2]);
    expect(occurrences(secret, `?s=${encodeURIComponent(secret)}`)).toEqual([3]);
    expect(occurrences(secret, JSON.stringify({ s: secret }))).toHaveLength(1);
  });

  it('finds a short code only where a value starts and ends', () => {
    expect(occurrences('2026', '{"at":"2026-11-27T10:00:00Z","port":"127.0.0.1:2026"}')).toEqual(
      [],
    );
    expect(occurrences('4711', '{"code":"4711"}')).toEqual([9]);
    expect(occurrences('4711', '/api/x?code=4711&y')).toEqual([12]);
    expect(occurrences('4711', '/api/onfido/4711')).toEqual([12]);
    expect(occurrences('4711', '{"code":"47110"}')).toEqual([]);
  });

  it('reports where, with a shortened secret and what came before it', () => {
    const leaks = findLeaks(
      ['tok-abcdefghij', '4711'],
      [
        { name: 'requests.jsonl', text: '{"body":{"t":"tok-abcdefghij"}}' },
        { name: 'main.log', text: 'nothing here' },
      ],
    );
    expect(leaks).toEqual([{ source: 'requests.jsonl', excerpt: 'tok…ij after "{"body":{"t":""' }]);
  });
});
