import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TransactionRow, TransactionTable } from '#shared/domain/transaction-table.ts';
import { createI18n } from '../../i18n/create-i18n.ts';
import { TransactionRows } from './TransactionRows.tsx';

describe('TransactionRows', () => {
  it('reads only the rows it shows from a long table', () => {
    const read: number[] = [];
    const table: TransactionTable = {
      length: 1_000_000,
      rowAt(index): TransactionRow {
        read.push(index);
        return { created: '2026-01-01', from: null, to: null, amountCents: index, type: 'DEPOSIT' };
      },
    };
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <TransactionRows table={table} shown={26} />
      </I18nextProvider>,
    );
    expect(document.querySelectorAll('tbody tr')).toHaveLength(26);
    expect(Math.max(...read)).toBe(25);
  });
});
