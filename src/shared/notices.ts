/**
 * The service notices (borrower-and-shared.md §1, investor.md §1). The spec shows no endpoint
 * for them, so they are content kept here. Each window is [from, until), written with
 * Helsinki's UTC offset of that date (+03:00 summer, +02:00 winter). The windows are the
 * record: the historic ones (2020–2022) never show today, and none is invented to show now.
 */
export type NoticeKind =
  | 'bank-maintenance'
  | 'credit-register-maintenance'
  | 'portfolio-value-display-bug'
  | 'delayed-transactions-after-upgrade'
  | 'new-investor-accounts-paused'
  | 'autoinvest-terms-stop'
  | 'fixed-rate-product'
  | 'interest-cap'
  | 'new-terms';

export type NoticeAudience = 'borrowers' | 'investors' | 'everyone';

export interface Notice {
  id: string;
  kind: NoticeKind;
  audience: NoticeAudience;
  /** ISO date-time with Helsinki's offset; the notice shows from this instant on. */
  from: string;
  /** ISO date-time with Helsinki's offset; the notice no longer shows at this instant. */
  until: string;
  /** A key of the `notices` namespace. */
  messageKey: string;
}

/**
 * investor.md §1: autoinvest is inactivated if the updated agreements are not accepted by
 * 11 March — of 2021, the year of the new products announced beside it. The sandbox's engine
 * stops autoinvest from this Helsinki day on (src/sandbox/domain/engine/terms-stop.ts).
 */
export const AUTOINVEST_TERMS_DEADLINE = '2021-03-11';

export const NOTICES: readonly Notice[] = [
  {
    // The spec's date: 26 to 27 Sep 2020, both days whole.
    id: 'credit-register-maintenance-2020-09',
    kind: 'credit-register-maintenance',
    audience: 'everyone',
    from: '2020-09-26T00:00:00+03:00',
    until: '2020-09-28T00:00:00+03:00',
    messageKey: 'notices:creditRegisterMaintenance',
  },
  {
    // No date in the spec: a night of a weekend, when banks take their breaks.
    id: 'bank-maintenance-2021-01',
    kind: 'bank-maintenance',
    audience: 'everyone',
    from: '2021-01-16T22:00:00+02:00',
    until: '2021-01-17T06:00:00+02:00',
    messageKey: 'notices:bankMaintenance',
  },
  {
    // Shown in the month before the deadline, until the deadline day ends.
    id: 'autoinvest-terms-stop-2021-03',
    kind: 'autoinvest-terms-stop',
    audience: 'investors',
    from: '2021-02-11T00:00:00+02:00',
    until: '2021-03-12T00:00:00+02:00',
    messageKey: 'notices:autoinvestTermsStop',
  },
  {
    // Business copy (borrower-and-shared.md §1, investor.md §1): the temporary 10.00 % cap "until
    // 30 September 2021". Its start is not in the spec: Finland's temporary cap on consumer
    // credit took effect on 1 July 2020. Shown to everyone until the cap's last day ends.
    id: 'interest-cap-2020-07',
    kind: 'interest-cap',
    audience: 'everyone',
    from: '2020-07-01T00:00:00+03:00',
    until: '2021-10-01T00:00:00+03:00',
    messageKey: 'notices:interestCap',
  },
  {
    // Business copy: the fixed-rate product at 19.90 % "advertised from 11 March 2021"; for the
    // month after its launch.
    id: 'fixed-rate-product-2021-03',
    kind: 'fixed-rate-product',
    audience: 'everyone',
    from: '2021-03-11T00:00:00+02:00',
    until: '2021-04-11T00:00:00+03:00',
    messageKey: 'notices:fixedRateProduct',
  },
  {
    // Business copy: new terms from 15 June 2021, announced when they were published
    // (14.5.2021, as the sandbox's terms versions have it) until their first day ends.
    id: 'new-terms-2021-06',
    kind: 'new-terms',
    audience: 'everyone',
    from: '2021-05-14T00:00:00+03:00',
    until: '2021-06-16T00:00:00+03:00',
    messageKey: 'notices:newTerms',
  },
  {
    // The spec says 2022 only: a week after an upgrade chosen for mid-May.
    id: 'delayed-transactions-2022-05',
    kind: 'delayed-transactions-after-upgrade',
    audience: 'everyone',
    from: '2022-05-16T00:00:00+03:00',
    until: '2022-05-23T00:00:00+03:00',
    messageKey: 'notices:delayedTransactions',
  },
  {
    // No date in the spec: the days the same upgrade could show a zero portfolio value.
    id: 'portfolio-value-display-bug-2022-05',
    kind: 'portfolio-value-display-bug',
    audience: 'investors',
    from: '2022-05-16T00:00:00+03:00',
    until: '2022-05-20T00:00:00+03:00',
    messageKey: 'notices:portfolioValueDisplayBug',
  },
  {
    // No date in the spec ("for a period"): two weeks of the same spring. Everyone, since
    // those who would open an account are not investors yet.
    id: 'new-investor-accounts-paused-2022-06',
    kind: 'new-investor-accounts-paused',
    audience: 'everyone',
    from: '2022-06-01T00:00:00+03:00',
    until: '2022-06-15T00:00:00+03:00',
    messageKey: 'notices:newInvestorAccountsPaused',
  },
];
