import { describe, expect, it } from 'vitest';
import { apiUrlFilter, applyAuthorization, authorizationFor } from './auth-header.ts';

const API = 'https://api.example.fi';
const both = { token: 'T', legacy: { token: 'L', role: 'investor' as const } };
const sessionOnly = { token: 'T', legacy: null };

describe('authorizationFor', () => {
  it.each([
    ['https://api.example.fi/api/user', both, 'Bearer T'],
    ['https://api.example.fi/api/legacy/personal-details', both, 'Bearer L'],
    ['https://api.example.fi/api/legacy', both, 'Bearer L'],
    ['https://api.example.fi/api/legacy/auth', sessionOnly, 'Bearer T'],
    ['https://api.example.fi/api/legacyx/user', both, 'Bearer T'],
    ['https://api.example.fi/api/document/../legacy/x', both, 'Bearer L'],
  ])('%s → %s', (url, tokens, value) => {
    expect(authorizationFor(url, API, tokens)).toEqual({ action: 'set', value });
  });

  it('never sends a token to another origin', () => {
    for (const url of [
      'https://api.example.fi.evil.com/api/user',
      'http://api.example.fi/api/user',
      'https://api.example.fi:444/api/user',
      'https://evil.com/?https://api.example.fi/',
      'https://user@evil.com#api.example.fi/api/user',
      'not a url',
    ]) {
      expect(authorizationFor(url, API, both)).toEqual({ action: 'none' });
    }
    expect(authorizationFor('https://api.example.fi/api/user', null, both)).toEqual({
      action: 'none',
    });
  });

  it('removes any Authorization when there is no token', () => {
    expect(
      authorizationFor('https://api.example.fi/api/user', API, { token: null, legacy: null }),
    ).toEqual({
      action: 'remove',
    });
  });

  it('works for the loopback sandbox origin with a port', () => {
    expect(
      authorizationFor('http://127.0.0.1:5173/api/user', 'http://127.0.0.1:5173', both),
    ).toEqual({
      action: 'set',
      value: 'Bearer T',
    });
    expect(
      authorizationFor('http://127.0.0.1:5174/api/user', 'http://127.0.0.1:5173', both),
    ).toEqual({
      action: 'none',
    });
  });
});

describe('applyAuthorization', () => {
  it('replaces a renderer-supplied header whatever its case', () => {
    expect(
      applyAuthorization(
        { authorization: 'Bearer forged', Accept: 'x' },
        { action: 'set', value: 'Bearer T' },
      ),
    ).toEqual({ Accept: 'x', Authorization: 'Bearer T', 'X-Vertaislaina-Client': 'desktop' });
    expect(applyAuthorization({ AUTHORIZATION: 'Bearer forged' }, { action: 'remove' })).toEqual({
      'X-Vertaislaina-Client': 'desktop',
    });
    expect(applyAuthorization({ authorization: 'Basic x' }, { action: 'none' })).toEqual({
      authorization: 'Basic x',
    });
  });

  it('strips the token and the client mark from a request that is not the app’s', () => {
    expect(
      applyAuthorization(
        { Authorization: 'Bearer forged', 'X-Vertaislaina-Client': 'desktop', Accept: 'x' },
        { action: 'strip' },
      ),
    ).toEqual({ Accept: 'x' });
  });

  it('marks API requests as coming from the desktop client, replacing a forged value', () => {
    expect(applyAuthorization({ 'x-vertaislaina-client': 'web' }, { action: 'remove' })).toEqual({
      'X-Vertaislaina-Client': 'desktop',
    });
  });

  it('filters by host', () => {
    expect(apiUrlFilter('http://127.0.0.1:5173')).toEqual(['http://127.0.0.1/*']);
    expect(apiUrlFilter('https://api.example.fi')).toEqual(['https://api.example.fi/*']);
  });
});
