import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../personas/personas.ts';
import { borrowerPaymentEvents, lastDueDateBefore } from './borrower-stories.ts';

describe('the persona borrowers’ stories', () => {
  it('finds the last due date strictly before today, the last of the month for due day 31', () => {
    expect(lastDueDateBefore('2024-05-06', 15)).toBe('2024-04-15');
    expect(lastDueDateBefore('2024-05-15', 15)).toBe('2024-04-15');
    expect(lastDueDateBefore('2024-05-16', 15)).toBe('2024-05-15');
    expect(lastDueDateBefore('2024-03-15', 31)).toBe('2024-02-29');
    expect(lastDueDateBefore('2024-05-01', 1)).toBe('2024-04-01');
  });

  it('stops Mikko paying at the last due date before today and Jari on his fixed day', () => {
    const events = borrowerPaymentEvents(PERSONAS, '2024-05-06');
    expect(events).toEqual([
      { day: '2024-04-15', kind: 'borrower-stops-paying', userId: 102, listedOn: '2021-08-23' },
      { day: '2022-03-01', kind: 'borrower-stops-paying', userId: 103, listedOn: '2020-05-14' },
    ]);
    expect(borrowerPaymentEvents(PERSONAS, '2026-11-25')[0]?.day).toBe('2026-11-15');
  });
});
