import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope, makeProfile, makeTerms } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const termsVersion = (version: string) => makeTerms({ version, blade: '<p>Be nice.</p>' });

describe('accepting terms: release or pre-release', () => {
  // The manual clock reads 15.1.2026.
  for (const [version, path] of [
    ['2026-03-01', 'api/document/terms-and-conditions/pre-release/sign'],
    ['2025-12-01', 'api/document/terms-and-conditions/sign'],
  ] as const) {
    it(`signs version ${version} with ${path}`, async () => {
      const api = createFakeApi();
      api.sequence('GET', 'api/user', [
        { status: 403, body: { message: TERMS_NOT_SIGNED_MESSAGE } },
        { status: 200, body: envelope(makeProfile()) },
      ]);
      api.on('GET', 'api/document/latest/terms_and_conditions', {
        status: 200,
        body: envelope(termsVersion(version)),
      });
      const signed = envelope({ accepted: true, version });
      api.on('POST', 'api/document/terms-and-conditions/sign', { status: 200, body: signed });
      api.on('POST', 'api/document/terms-and-conditions/pre-release/sign', {
        status: 200,
        body: signed,
      });
      const app = await renderApp({ path: '/dashboard', vault: 'user', api });
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'I accept the terms' }));
      await waitFor(() => expect(pathOf(app)).toBe('/dashboard'));
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([path]);
    });
  }
});

describe('the terms document language', () => {
  for (const [suffix, asked] of [
    ['de', 'en'],
    ['sv', 'se'],
    ['fi', 'fi'],
  ] as const) {
    it(`a reader of ${suffix} is sent the terms in ${asked}`, async () => {
      const api = createFakeApi();
      api.on('GET', 'api/user', { status: 403, body: { message: TERMS_NOT_SIGNED_MESSAGE } });
      api.on('GET', 'api/document/latest/terms_and_conditions', {
        status: 200,
        body: envelope(termsVersion('2025-12-01')),
      });
      await renderApp({
        path: `/dashboard/${suffix === 'sv' ? 'se' : suffix}`,
        vault: 'user',
        api,
      });
      await waitFor(() =>
        expect(api.calls('GET', 'api/document/latest/terms_and_conditions')).not.toHaveLength(0),
      );
      const request = api.calls('GET', 'api/document/latest/terms_and_conditions').at(-1);
      expect(request?.headers['Accept-Language']).toBe(asked);
      // Every other call still says the interface language.
      expect(api.calls('GET', 'api/user').at(-1)?.headers['Accept-Language']).toBe(
        suffix === 'sv' ? 'se' : suffix,
      );
    });
  }
});

describe('the terms document', () => {
  it('can be reached with the keyboard, so a keyboard user can scroll it', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 403, body: { message: TERMS_NOT_SIGNED_MESSAGE } });
    api.on('GET', 'api/document/latest/terms_and_conditions', {
      status: 200,
      body: envelope(termsVersion('2025-12-01')),
    });
    await renderApp({ path: '/dashboard', vault: 'user', api });
    const termsDocument = await screen.findByRole('document', { name: 'Terms and conditions' });
    const accept = screen.getByRole('button', { name: 'I accept the terms' });
    const user = userEvent.setup();
    const reached: Element[] = [];
    while (reached.length < 30 && !reached.includes(accept)) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    // In the tab order, before the button that accepts what it says.
    expect(reached.indexOf(termsDocument)).toBeGreaterThan(-1);
    expect(reached.indexOf(termsDocument)).toBeLessThan(reached.indexOf(accept));
  });
});
