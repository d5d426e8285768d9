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
export { xirr, type CashFlow } from './xirr.ts';
export { annualPercentageRate, type CreditPayment } from './apr.ts';
export {
  annuityPayment,
  annuitySchedule,
  defaultFirstDueDate,
  dueDateAfter,
  FIXED_RATE_BASIS_POINTS,
  LAST_OF_MONTH_DUE_DAY,
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
  computeOffer,
  LAST_OF_MONTH,
  onTimeRatePath,
  type Offer,
  type OfferPlanRow,
  type OfferTerms,
} from './offer.ts';
export {
  calculateLoan,
  NEW_LOAN_PRODUCT,
  OFFER_DEFAULT_DUE_DAY,
  planTotal,
  type LoanCalculation,
  type LoanCalculationInput,
} from './loan-calculation.ts';
export { legacyLoanType, type LegacyLoanFigures, type LegacyLoanType } from './legacy-loan-type.ts';
