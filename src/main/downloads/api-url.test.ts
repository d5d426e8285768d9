import { describe, expect, it } from 'vitest';
import { resolveApiUrl } from './api-url.ts';

const ORIGIN = 'https://api.example.fi';

describe('resolveApiUrl', () => {
  it('resolves relative api paths with a query', () => {
    const r = resolveApiUrl(ORIGIN, 'api/document/download/12', { lang: 'fi', 'a b': 'x&y' });
    expect(r.ok && r.value.href).toBe(
      'https://api.example.fi/api/document/download/12?lang=fi&a+b=x%26y',
    );
    const s = resolveApiUrl('http://127.0.0.1:5555', 'api/investor/transactions.csv');
    expect(s.ok && s.value.href).toBe('http://127.0.0.1:5555/api/investor/transactions.csv');
  });

  it.each([
    'https://evil.com/api/x',
    '//evil.com/api/x',
    '/api/user',
    'api',
    'api/',
    'api//user',
    'api/../secret',
    'api/x/../../secret',
    'api/./user',
    'api/%2e%2e/secret',
    'api/x%2Fy',
    'api\\..\\secret',
    'api/user?admin=1',
    'api/user#x',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'API/user',
    'apix/user',
    ' api/user',
    'api/user\n',
    'api/@evil.com',
    `api/${'a'.repeat(600)}`,
  ])('refuses %j', (path) => {
    expect(resolveApiUrl(ORIGIN, path)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses non-string paths and oversized queries', () => {
    expect(resolveApiUrl(ORIGIN, 42).ok).toBe(false);
    expect(resolveApiUrl(ORIGIN, 'api/x', { a: 'b'.repeat(600) }).ok).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'v']));
    expect(resolveApiUrl(ORIGIN, 'api/x', many).ok).toBe(false);
  });
});
