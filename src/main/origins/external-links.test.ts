import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import { describe, expect, it, vi } from 'vitest';
import {
  PROVIDER_DOMAINS,
  allowLoopbackApiOrigin,
  createExternalLinkPolicy,
  isLoopbackHttpOrigin,
  openExternalChecked,
} from './external-links.ts';

describe('external link policy', () => {
  const policy = createExternalLinkPolicy(['vertaislaina.fi', 'www.vertaislaina.fi'], []);

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

describe('provider domains', () => {
  const policy = createExternalLinkPolicy(['vertaislaina.fi'], ['signicat.com', 'telia.fi']);

  it.each([
    'https://signicat.com/',
    'https://id.signicat.com/auth?state=abc',
    'https://vertaislaina.app.signicat.com/broker/sp/x',
    'https://tunnistus.telia.fi/oidc/authorize?client_id=x',
    'https://TUNNISTUS.Telia.FI/a',
  ])('allows %s', (raw) => {
    expect(policy.check(raw)).toEqual({ ok: true, value: new URL(raw).href });
  });

  it.each([
    // Not on a label boundary, or the allowed name is not the registered domain.
    'https://evilsignicat.com/',
    'https://evil-signicat.com/',
    'https://signicat.com.evil.net/',
    'https://id.signicat.com.evil.net/',
    'https://signicat.co/',
    'https://signicat.com.fi/',
    'https://xtelia.fi/',
    'https://telia.fi.example.com/',
    // Trailing dots and empty labels.
    'https://signicat.com./',
    'https://id.signicat.com./',
    'https://id.signicat.com%2e/',
    'https://.signicat.com/',
    'https://a..signicat.com/',
    // Look-alikes: IDN names are punycode and match nothing.
    'https://signicаt.com/',
    'https://id.signicаt.com/',
    // Still https, default port, no credentials.
    'http://id.signicat.com/',
    'https://id.signicat.com:8443/',
    'https://user:pw@id.signicat.com/',
    'https://id.signicat.com@evil.com/',
    'https://evil.com#.signicat.com',
    'https://evil.com/?.signicat.com',
    'wss://id.signicat.com/',
    // Exact host match stays for the app's own links.
    'https://www2.vertaislaina.fi/',
  ])('refuses %s', (raw) => {
    expect(policy.check(raw)).toMatchObject({ ok: false, reason: 'not-allowed' });
  });

  it('covers the identity, document-check and account-information providers', () => {
    const p = createExternalLinkPolicy();
    for (const url of [
      'https://tunnistus.telia.fi/',
      'https://vertaislaina.app.signicat.com/',
      'https://id.onfido.com/',
      'https://x.onfido.app/',
      'https://link.tink.com/1.0/account-check',
      'https://vertaislaina.kreditz.com/',
      'https://auth.neonomics.io/',
    ]) {
      expect(p.check(url), url).toEqual({ ok: true, value: url });
    }
    expect(p.check('https://signicat.com.evil.net/').ok).toBe(false);
    expect(p.check('https://kreditz.com.evil.net/').ok).toBe(false);
    expect(PROVIDER_DOMAINS.every((d) => d === d.toLowerCase() && !d.startsWith('.'))).toBe(true);
  });

  it('refuses a list entry that is not a domain name', () => {
    expect(() => createExternalLinkPolicy([], ['.signicat.com'])).toThrow();
    expect(() => createExternalLinkPolicy([], ['com.'])).toThrow();
    expect(() => createExternalLinkPolicy([], ['com'])).toThrow();
    expect(() => createExternalLinkPolicy([], ['*.signicat.com'])).toThrow();
  });
});

describe('loopback API origins', () => {
  it.each([
    ['http://127.0.0.1:4010', true],
    ['http://localhost:4010', true],
    ['http://[::1]:4010', true],
    ['http://127.0.0.1', true],
    ['https://127.0.0.1:4010', false],
    ['http://127.0.0.1:4010/', false],
    ['http://127.0.0.2:4010', false],
    ['http://localhost.evil.com:4010', false],
    ['http://0.0.0.0:4010', false],
    ['https://api.vertaislaina.fi', false],
    ['not a url', false],
  ])('%s is a loopback http origin: %s', (origin, expected) => {
    expect(isLoopbackHttpOrigin(origin)).toBe(expected);
  });

  it('allows provider pages on a local http API origin', () => {
    const p = createExternalLinkPolicy([], []);
    const page = 'http://127.0.0.1:4010/__sandbox/providers/bank/authorize?state=s';
    expect(p.check(page).ok).toBe(false);
    expect(allowLoopbackApiOrigin(p, 'http://127.0.0.1:4010')).toBe(true);
    expect(p.check(page)).toEqual({ ok: true, value: page });
    expect(p.check('http://127.0.0.1:4011/').ok).toBe(false);
    expect(p.check('http://localhost:4010/').ok).toBe(false);
  });

  it('allows localhost and [::1] API origins, which the settings accept too', () => {
    const p = createExternalLinkPolicy([], []);
    expect(allowLoopbackApiOrigin(p, 'http://localhost:4010')).toBe(true);
    expect(allowLoopbackApiOrigin(p, 'http://[::1]:4010')).toBe(true);
    expect(p.check('http://localhost:4010/bank').ok).toBe(true);
    expect(p.check('http://[::1]:4010/bank').ok).toBe(true);
    expect(p.check('http://127.0.0.1:4010/bank').ok).toBe(false);
  });

  it('allows nothing for a remote or https API origin', () => {
    const p = createExternalLinkPolicy([], []);
    expect(allowLoopbackApiOrigin(p, 'https://api.vertaislaina.fi')).toBe(false);
    expect(allowLoopbackApiOrigin(p, 'https://127.0.0.1:4010')).toBe(false);
    expect(p.check('http://api.vertaislaina.fi/').ok).toBe(false);
    expect(p.check('https://127.0.0.1:4010/').ok).toBe(false);
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
