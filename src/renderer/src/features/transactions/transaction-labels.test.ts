import { describe, expect, it } from 'vitest';
import { TRANSACTION_FILTERS, TRANSACTION_TYPES } from '#shared/domain/transactions.ts';
import { APP_LANGUAGES } from '#shared/languages.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { transactionFilterLabel, transactionTypeLabel } from './transaction-labels.ts';

describe('transaction names', () => {
  it.each(APP_LANGUAGES)('names every type and filter in %s, each differently', (language) => {
    const { t } = createI18n(language);
    const types = TRANSACTION_TYPES.map((type) => transactionTypeLabel(t, type));
    for (const [i, label] of types.entries()) expect(label).not.toBe(TRANSACTION_TYPES[i]);
    expect(new Set(types).size).toBe(types.length);
    const filters = TRANSACTION_FILTERS.map((filter) => transactionFilterLabel(t, filter));
    expect(new Set(filters).size).toBe(filters.length);
  });

  it('shows a type it does not know by its code', () => {
    const { t } = createI18n('fi');
    expect(transactionTypeLabel(t, 'NEW_KIND')).toBe('NEW_KIND');
    expect(transactionTypeLabel(t, 'DEPOSIT')).toBe('Talletus');
    expect(transactionFilterLabel(t, 'CREDIT_LOSS')).toBe('Luottotappiot');
  });
});
