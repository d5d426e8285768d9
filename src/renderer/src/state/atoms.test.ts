import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  languageAtom,
  legacyCanBeOnboardedAtom,
  mustAcceptTermsAtom,
  postLoginRedirectAtom,
  resetSessionStateAtom,
  sessionAtom,
  takePostLoginRedirectAtom,
} from './atoms.ts';

describe('session atoms', () => {
  it('hands out the post-login path once', () => {
    const store = createStore();
    store.set(postLoginRedirectAtom, '/dashboard/profile');
    expect(store.set(takePostLoginRedirectAtom)).toBe('/dashboard/profile');
    expect(store.set(takePostLoginRedirectAtom)).toBeNull();
  });

  it('resets everything about the user but keeps the language', () => {
    const store = createStore();
    store.set(sessionAtom, { kind: 'legacy', role: 'investor' });
    store.set(mustAcceptTermsAtom, true);
    store.set(postLoginRedirectAtom, '/x');
    store.set(languageAtom, 'sv');
    store.set(legacyCanBeOnboardedAtom, true);
    store.set(resetSessionStateAtom);
    expect(store.get(sessionAtom)).toEqual({ kind: 'anonymous' });
    expect(store.get(mustAcceptTermsAtom)).toBe(false);
    expect(store.get(postLoginRedirectAtom)).toBeNull();
    expect(store.get(legacyCanBeOnboardedAtom)).toBeNull();
    expect(window.localStorage.getItem('vertaislaina.legacyCanBeOnboarded')).toBeNull();
    expect(store.get(languageAtom)).toBe('sv');
  });
});
