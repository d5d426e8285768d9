import { describe, expect, it } from 'vitest';
import { NOTICES, type Notice } from '#shared/notices.ts';
import { activeNotices, nextNoticeChange } from './active-notices.ts';

const notice = (id: string, audience: Notice['audience']): Notice => ({
  id,
  kind: 'bank-maintenance',
  audience,
  from: '2020-09-26T00:00:00+03:00',
  until: '2020-09-28T00:00:00+03:00',
  messageKey: 'notices:bankMaintenance',
});
const at = (iso: string) => Date.parse(iso);
const ids = (list: Notice[]) => list.map((n) => n.id);

describe('activeNotices', () => {
  const everyone = [notice('all', 'everyone')];

  it('shows a notice from its start, inside its window, and not at its end', () => {
    const before = at('2020-09-25T23:59:59.999+03:00');
    expect(activeNotices(everyone, { now: before, audience: [] })).toEqual([]);
    expect(
      ids(activeNotices(everyone, { now: at('2020-09-26T00:00:00+03:00'), audience: [] })),
    ).toEqual(['all']);
    // Helsinki's midnight is 21:00 UTC in summer: half past it is inside, though still the 25th in UTC.
    expect(ids(activeNotices(everyone, { now: at('2020-09-25T21:30:00Z'), audience: [] }))).toEqual(
      ['all'],
    );
    expect(activeNotices(everyone, { now: at('2020-09-27T21:00:00Z'), audience: [] })).toEqual([]);
  });

  it('shows a notice to its audience only; everyone sees the ones for everyone', () => {
    const list = [
      notice('all', 'everyone'),
      notice('inv', 'investors'),
      notice('bor', 'borrowers'),
    ];
    const now = at('2020-09-26T12:00:00+03:00');
    expect(ids(activeNotices(list, { now, audience: [] }))).toEqual(['all']);
    expect(ids(activeNotices(list, { now, audience: ['investors'] }))).toEqual(['all', 'inv']);
    expect(ids(activeNotices(list, { now, audience: ['borrowers'] }))).toEqual(['all', 'bor']);
    expect(ids(activeNotices(list, { now, audience: ['investors', 'borrowers'] }))).toEqual([
      'all',
      'inv',
      'bor',
    ]);
  });
});

describe('nextNoticeChange', () => {
  const list = [notice('a', 'everyone')];
  it('is the next start or end after now, and null after the last one', () => {
    const from = at('2020-09-26T00:00:00+03:00');
    const until = at('2020-09-28T00:00:00+03:00');
    expect(nextNoticeChange(list, from - 1)).toBe(from);
    expect(nextNoticeChange(list, from)).toBe(until);
    expect(nextNoticeChange(list, until)).toBeNull();
  });
});

describe('the notices', () => {
  it('cover every kind the spec lists, each with a window that ends after it starts', () => {
    expect(new Set(NOTICES.map((n) => n.kind))).toEqual(
      new Set([
        'bank-maintenance',
        'credit-register-maintenance',
        'portfolio-value-display-bug',
        'delayed-transactions-after-upgrade',
        'new-investor-accounts-paused',
        'autoinvest-terms-stop',
        'fixed-rate-product',
        'interest-cap',
        'new-terms',
      ]),
    );
    expect(new Set(NOTICES.map((n) => n.id)).size).toBe(NOTICES.length);
    for (const n of NOTICES) expect(Date.parse(n.from), n.id).toBeLessThan(Date.parse(n.until));
  });

  it('keep the spec’s dates: the register on 26–27 Sep 2020, the autoinvest stop to 11 Mar 2021', () => {
    const register = NOTICES.find((n) => n.kind === 'credit-register-maintenance');
    expect(register).toMatchObject({
      from: '2020-09-26T00:00:00+03:00',
      until: '2020-09-28T00:00:00+03:00',
    });
    const stop = NOTICES.find((n) => n.kind === 'autoinvest-terms-stop');
    expect(stop).toMatchObject({ audience: 'investors', until: '2021-03-12T00:00:00+02:00' });
  });

  it('keep the business copy’s dates: the product from 11.3.2021, the cap to 30.9.2021, the terms of 15.6.2021', () => {
    const at = (iso: string) => Date.parse(iso);
    const shownOn = (kind: string, iso: string) =>
      activeNotices(NOTICES, { now: at(iso), audience: [] }).some((n) => n.kind === kind);
    expect(shownOn('fixed-rate-product', '2021-03-10T23:59:00+02:00')).toBe(false);
    expect(shownOn('fixed-rate-product', '2021-03-11T00:00:00+02:00')).toBe(true);
    expect(shownOn('interest-cap', '2021-09-30T23:59:00+03:00')).toBe(true);
    expect(shownOn('interest-cap', '2021-10-01T00:00:00+03:00')).toBe(false);
    expect(shownOn('new-terms', '2021-06-15T12:00:00+03:00')).toBe(true);
    expect(shownOn('new-terms', '2021-06-16T00:00:00+03:00')).toBe(false);
  });
});
