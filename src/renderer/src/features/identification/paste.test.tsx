import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IDENTITY_STORAGE_KEYS } from '../../state/identity.ts';
import { renderApp } from '../../test/render-app.tsx';

/**
 * Edit → Paste (Electron's `paste` role, webContents.paste()) and Ctrl+V both make the browser
 * fire a cancelable `paste` event at the focused field and insert only if no handler cancels it.
 * So the confirmation's block must be a cancelled `paste` event, not a key handler.
 */
async function detailsForm() {
  sessionStorage.setItem(
    IDENTITY_STORAGE_KEYS.callback,
    JSON.stringify({ state: 'S1', goal: 'borrower', isOver18: true, blaId: null, foreign: false }),
  );
  await renderApp({ path: '/register/provide-details' });
  return {
    phone: await screen.findByRole<HTMLInputElement>('textbox', { name: 'Mobile phone number' }),
    email: screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail address' }),
    confirm: screen.getByRole<HTMLInputElement>('textbox', { name: 'Confirm e-mail address' }),
  };
}

/** The event a menu paste fires: a plain DOM dispatch, outside React's test helpers. */
function menuPaste(field: HTMLElement): boolean {
  field.focus();
  return field.dispatchEvent(new Event('paste', { bubbles: true, cancelable: true }));
}

describe('pasting into the registration details', () => {
  it('cancels the paste event of the confirmation only, so the menu’s Paste is blocked too', async () => {
    const { phone, email, confirm } = await detailsForm();
    expect(menuPaste(phone)).toBe(true);
    expect(menuPaste(email)).toBe(true);
    expect(menuPaste(confirm)).toBe(false);
    await screen.findByText(
      'For your security, please type your e-mail address again instead of pasting it.',
    );
  });

  it('pastes into the e-mail field but leaves the confirmation empty', async () => {
    const { email, confirm } = await detailsForm();
    const user = userEvent.setup();
    await user.click(email);
    await user.paste('uusi@example.fi');
    await user.click(confirm);
    await user.paste('uusi@example.fi');
    expect(email.value).toBe('uusi@example.fi');
    expect(confirm.value).toBe('');
  });

  it('is the only field in the app that handles paste at all', () => {
    const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const handlers = Object.entries(sources)
      .filter(([, text]) => /onPaste|['"]paste['"]/.test(text))
      .map(([path]) => path);
    expect(handlers).toEqual(['./DetailsForm.tsx']);
  });
});
