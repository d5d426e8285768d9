import { describe, expect, it } from 'vitest';
import { deepLinkFromArgv } from './argv.ts';

describe('deepLinkFromArgv', () => {
  it('finds exactly one argument with our scheme', () => {
    expect(
      deepLinkFromArgv([
        '/opt/app/vertaislaina',
        '--no-sandbox',
        'vertaislaina://auth/callback?state=s',
      ]),
    ).toBe('vertaislaina://auth/callback?state=s');
    expect(deepLinkFromArgv(['app', 'VERTAISLAINA://tink-callback'])).toBe(
      'VERTAISLAINA://tink-callback',
    );
  });

  it('yields null for none or several', () => {
    expect(deepLinkFromArgv(['app', '.', '--flag'])).toBeNull();
    expect(deepLinkFromArgv([])).toBeNull();
    expect(
      deepLinkFromArgv([
        'app',
        'vertaislaina://onfido/redirect?state=a',
        'vertaislaina://onfido/redirect?state=b',
      ]),
    ).toBeNull();
    expect(deepLinkFromArgv(['app', '--x=vertaislaina://onfido/redirect?state=a'])).toBeNull();
    expect(deepLinkFromArgv(['app', 'https://vertaislaina.fi'])).toBeNull();
  });
});
