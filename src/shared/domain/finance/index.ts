/**
 * The pure money arithmetic of the marketplace engine: integer cents, annuity schedules, XIRR,
 * Finnish banking days and autoinvest part sizes. No I/O and no platform imports, so the sandbox,
 * main and the renderer can all use it.
 */
export {
  allocate,
  assertCents,
  BASIS_POINTS_PER_UNIT,
  divideRounded,
  formatEuros,
  parseEuros,
  percentOf,
  type Cents,
  type Rounding,
} from './cents.ts';
export {
  addDays,
  addMonths,
  dateFromDayNumber,
  dateParts,
  dayNumber,
  dayOfWeek,
  days360,
  days360EndOfMonth,
  daysBetween,
  daysInMonth,
  makeDate,
  type IsoDate,
} from './dates.ts';
export {
  addBankingDays,
  easterSunday,
  finnishBankHolidays,
  isBankingDay,
  midsummerEve,
  nextBankingDay,
} from './banking-days.ts';
export {
  ACCELERATION_THRESHOLD_BASIS_POINTS,
  AUTOINVEST_MAX_DAYS_OVERDUE,
  autoinvestCovers,
  CREDIT_DEFAULT_AFTER_DAYS_LATE,
  daysLate,
  isCreditDefault,
  paidBeforeReminder,
  paymentDeadline,
  PENALTY_INTEREST_DAYS_IN_YEAR,
  PENALTY_INTEREST_MAX_DAYS,
  penaltyInterest,
  REMINDER_DAYS_LATE,
  remindersDue,
  wholeLoanFallsDue,
} from './late-payment.ts';
export { earliestPayoutDay, PAYOUT_BANKING_DAYS, paidOutOn } from './payout.ts';
export { xirr, type CashFlow } from './xirr.ts';
export { annualPercentageRate, type CreditPayment } from './apr.ts';
export {
  annuityPayment,
  annuitySchedule,
  FIXED_RATE_BASIS_POINTS,
  LOAN_ACCOUNT_FEE_MONTHLY_BASIS_POINTS,
  LOAN_ACCOUNT_FEE_YEARLY_CAP,
  monthlyLoanAccountFee,
  periodInterest,
  productRateBasisPoints,
  REDUCING_RATE_FLOOR_BASIS_POINTS,
  REDUCING_RATE_START_BASIS_POINTS,
  REDUCING_RATE_STEP_BASIS_POINTS,
  reducingRateBasisPoints,
  rescheduleAtRate,
  type AnnuityTerms,
  type Installment,
  type LoanProduct,
} from './annuity.ts';
export {
  AUTOINVEST_MAX_PART,
  AUTOINVEST_MIN_PART,
  AUTOINVEST_SHARE_BASIS_POINTS,
  autoinvestPartSize,
  type AutoinvestMarket,
} from './autoinvest.ts';
export {
  AUTOSELL_FEE_BASIS_POINTS,
  autosellFee,
  autosellWithdrawal,
  type AutosellWithdrawal,
} from './autosell.ts';
export {
  assertDueDay,
  defaultFirstDueDate,
  dueDateAfter,
  installmentPeriodDays,
  isDueDay,
  LAST_OF_MONTH_DUE_DAY,
} from './due-dates.ts';
export {
  computeOffer,
  onTimeRatePath,
  onTimeSchedule,
  type Offer,
  type OfferPlanRow,
  type OfferTerms,
} from './offer.ts';
export {
  payoutDateOf,
  runningLoanApr,
  type LoanApr,
  type LoanInstallmentFigures,
  type RunningLoan,
} from './loan-apr.ts';
export {
  calculateLoan,
  NEW_LOAN_PRODUCT,
  OFFER_DEFAULT_DUE_DAY,
  planTotal,
  type LoanCalculation,
  type LoanCalculationInput,
} from './loan-calculation.ts';
export {
  FIXED_RATE_PRODUCT_FROM,
  productsOfferedOn,
  startingRateBasisPoints,
  TEMPORARY_RATE_CAP,
} from './product-history.ts';
export { legacyLoanType, type LegacyLoanFigures, type LegacyLoanType } from './legacy-loan-type.ts';
