import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { pathOf, renderApp } from '../test/render-app.tsx';
import {
  postLoginRedirectAtom,
  REDIRECT_PATH_STORAGE_KEY,
  rememberPostLoginRedirectAtom,
  takePostLoginRedirectAtom,
} from './atoms.ts';
import { identityCallbackAtom, IDENTITY_STORAGE_KEYS } from './identity.ts';

const stored = () => localStorage.getItem(REDIRECT_PATH_STORAGE_KEY);

describe('post-login redirect path', () => {
  it.each([
    '/borrower/onboarding?loanAmount=2000&term=12',
    '/dashboard/borrower/loan-application',
    '/dashboard/borrower/loan-application/ccis',
  ])('remembers the borrower onboarding path %s in localStorage', (path) => {
    const store = createStore();
    store.set(rememberPostLoginRedirectAtom, path);
    expect(JSON.parse(stored() ?? 'null')).toBe(path);
    // A new start (a new store) still has it, once.
    const next = createStore();
    expect(next.get(postLoginRedirectAtom)).toBe(path);
    expect(next.set(takePostLoginRedirectAtom)).toBe(path);
    expect(next.set(takePostLoginRedirectAtom)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps other paths in memory only', () => {
    const store = createStore();
    store.set(rememberPostLoginRedirectAtom, '/borrower/onboarding');
    store.set(rememberPostLoginRedirectAtom, '/dashboard/profile');
    expect(store.get(postLoginRedirectAtom)).toBe('/dashboard/profile');
    expect(stored()).toBeNull();
  });

  it('is kept when an anonymous user opens a guarded path', async () => {
    const app = await renderApp({ path: '/borrower/onboarding?loanAmount=3000&term=36&r=R1' });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.store.get(postLoginRedirectAtom)).toBe(
      '/borrower/onboarding?loanAmount=3000&term=36&r=R1',
    );
    expect(stored()).not.toBeNull();
  });
});

describe('identity atoms', () => {
  it('ignores a stored value that does not match the schema', () => {
    sessionStorage.setItem(IDENTITY_STORAGE_KEYS.callback, JSON.stringify({ state: 5 }));
    expect(createStore().get(identityCallbackAtom)).toBeNull();
    sessionStorage.setItem(IDENTITY_STORAGE_KEYS.callback, '{not json');
    expect(createStore().get(identityCallbackAtom)).toBeNull();
  });
});
