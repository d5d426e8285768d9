import { EXTERNAL_LINKS } from '../shared/external-links.ts';
import { describe, expect, it, vi } from 'vitest';
import { createExternalLinkPolicy, openExternalChecked } from './external-links.ts';

describe('external link policy', () => {
  const policy = createExternalLinkPolicy(['vertaislaina.fi', 'www.vertaislaina.fi']);

  it.each([
    ['https://vertaislaina.fi', 'https://vertaislaina.fi/'],
    [
      'https://www.vertaislaina.fi/sijoittajalle?x=1#y',
      'https://www.vertaislaina.fi/sijoittajalle?x=1#y',
    ],
    ['HTTPS://VERTAISLAINA.FI/a', 'https://vertaislaina.fi/a'],
    ['https://vertaislaina.fi:443/a', 'https://vertaislaina.fi/a'],
  ])('allows %s', (raw, normalised) => {
    expect(policy.check(raw)).toEqual({ ok: true, value: normalised });
  });

  it.each([
    ['http://vertaislaina.fi/', 'not-allowed'],
    ['https://vertaislaina.fi.evil.com/', 'not-allowed'],
    ['https://evilvertaislaina.fi/', 'not-allowed'],
    ['https://vertaislaina.fi.', 'not-allowed'],
    ['https://sub.vertaislaina.fi/', 'not-allowed'],
    ['https://xn--vertaslaina-9db.fi/', 'not-allowed'],
    ['https://vertaíslaina.fi/', 'not-allowed'],
    ['https://user:pw@vertaislaina.fi/', 'not-allowed'],
    ['https://vertaislaina.fi@evil.com/', 'not-allowed'],
    ['https://evil.com#@vertaislaina.fi', 'not-allowed'],
    ['https://vertaislaina.fi:8443/', 'not-allowed'],
    ['file:///etc/passwd', 'not-allowed'],
    ['javascript:alert(1)', 'not-allowed'],
    ['data:text/html,<script>1</script>', 'not-allowed'],
    ['vertaislaina://auth/callback', 'not-allowed'],
    ['smb://vertaislaina.fi/share', 'not-allowed'],
    ['ms-msdt:/id PCWDiagnostic', 'invalid'],
    ['http://127.0.0.1:5555/', 'not-allowed'],
    ['https://vertaislaina.fi\\@evil.com', 'invalid'],
    ['https://vertais\nlaina.fi/', 'invalid'],
    ['https://vertaislaina.fi/\u0000', 'invalid'],
    [' https://vertaislaina.fi/', 'invalid'],
    ['//vertaislaina.fi/', 'invalid'],
    ['vertaislaina.fi', 'invalid'],
    ['', 'invalid'],
    [`https://vertaislaina.fi/${'a'.repeat(3000)}`, 'invalid'],
    [42, 'invalid'],
    [null, 'invalid'],
    [{ href: 'https://vertaislaina.fi/' }, 'invalid'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(policy.check(raw)).toMatchObject({ ok: false, reason });
  });

  it('allows the sandbox loopback origin only while registered', () => {
    const p = createExternalLinkPolicy([]);
    expect(p.check('http://127.0.0.1:5555/bank?x=1').ok).toBe(false);
    const revoke = p.allowLoopbackOrigin('http://127.0.0.1:5555');
    expect(p.check('http://127.0.0.1:5555/bank?x=1')).toEqual({
      ok: true,
      value: 'http://127.0.0.1:5555/bank?x=1',
    });
    expect(p.check('http://127.0.0.1:5556/').ok).toBe(false);
    expect(p.check('http://localhost:5555/').ok).toBe(false);
    expect(p.check('http://u:p@127.0.0.1:5555/').ok).toBe(false);
    expect(p.check('https://127.0.0.1:5555/').ok).toBe(false);
    revoke();
    expect(p.check('http://127.0.0.1:5555/').ok).toBe(false);
  });

  it('accepts only real loopback origins as sandbox origins', () => {
    const p = createExternalLinkPolicy([]);
    expect(() => p.allowLoopbackOrigin('http://evil.com:80')).toThrow();
    expect(() => p.allowLoopbackOrigin('http://127.0.0.1:80/path')).toThrow();
  });
});

describe('openExternalChecked', () => {
  const policy = createExternalLinkPolicy(['vertaislaina.fi']);

  it('opens the normalised URL', async () => {
    const opener = vi.fn(() => Promise.resolve());
    expect(await openExternalChecked(policy, opener, 'HTTPS://vertaislaina.fi')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(opener).toHaveBeenCalledWith('https://vertaislaina.fi/');
  });

  it('never calls the opener for refused URLs and reports opener failures as values', async () => {
    const opener = vi.fn(() => Promise.reject(new Error('no browser')));
    expect(await openExternalChecked(policy, opener, 'file:///etc/passwd')).toMatchObject({
      ok: false,
      reason: 'not-allowed',
    });
    expect(opener).not.toHaveBeenCalled();
    expect(await openExternalChecked(policy, opener, 'https://vertaislaina.fi/')).toMatchObject({
      ok: false,
    });
  });
});

describe('the allowlist and the app’s own links', () => {
  it('allows every external link the renderer offers', () => {
    const policy = createExternalLinkPolicy();
    for (const url of Object.values(EXTERNAL_LINKS)) {
      expect(policy.check(url)).toEqual({ ok: true, value: url });
    }
  });
});
