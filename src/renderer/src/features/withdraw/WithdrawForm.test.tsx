import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/create-i18n.ts';
import { WithdrawForm } from './WithdrawForm.tsx';

const FACTS = {
  allowed: true,
  freeCapitalCents: 123_450,
  portfolioValueCents: 500_000,
  iban: 'FI2112345600000785',
  autosellPossible: false,
};

function renderForm() {
  const onChecked = vi.fn();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <WithdrawForm facts={FACTS} onChecked={onChecked} />
    </I18nextProvider>,
  );
  return { onChecked, field: screen.getByLabelText<HTMLInputElement>('Amount to withdraw (€)') };
}

describe('WithdrawForm', () => {
  it('drops a pasted minus and sends the checked amount on', async () => {
    const { onChecked, field } = renderForm();
    const user = userEvent.setup();
    await user.click(field);
    await user.paste('-12,5');
    expect(field.value).toBe('12,5');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onChecked).toHaveBeenCalledWith({ amountCents: 1250, autosell: null });
  });

  it('shows a rule’s message with its figures on the field, and focuses it', async () => {
    const { onChecked, field } = renderForm();
    const user = userEvent.setup();
    await user.type(field, '2000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^The maximum amount is 1.234,50/,
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(onChecked).not.toHaveBeenCalled();
  });
});
