import { describe, expect, it } from 'vitest';
import { checkedTextForm } from './checked-text-form.ts';

const form = checkedTextForm(['amount', 'term'], ({ amount, term }) => [
  ...(amount === '' ? [['amount', 'No amount'] as const] : []),
  ...(term === '0' ? [['term', 'No term'] as const] : []),
]);

describe('checkedTextForm', () => {
  it('passes the fields’ texts that the rule accepts', () => {
    expect(form.safeParse({ amount: '12', term: '3' })).toMatchObject({
      success: true,
      data: { amount: '12', term: '3' },
    });
  });

  it('gives each refused field its message, at its own path', () => {
    const result = form.safeParse({ amount: '', term: '0' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['amount'], 'No amount'],
      [['term'], 'No term'],
    ]);
  });
});
