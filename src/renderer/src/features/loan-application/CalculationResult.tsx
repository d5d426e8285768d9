import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REDUCING_RATE_FLOOR_BASIS_POINTS,
  REDUCING_RATE_START_BASIS_POINTS,
  type LoanCalculation,
} from '#shared/domain/finance/index.ts';
import { formatCents, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { FigureList, type Figure } from '../../ui/FigureList.tsx';
import { CalculatorPlanTable } from './CalculatorPlanTable.tsx';
import { disclaimerLanguage } from './calculator-language.ts';
import type { LoanRequest } from './loan-request.ts';
import styles from './loan-calculator.module.css';

const percentOfBasisPoints = (basisPoints: number) => basisPoints / 10_000;

/**
 * The calculated loan (§3 Loan calculation): the monthly installment, the APR with the account
 * fee, the on-time plan and the representative example with its disclaimer.
 */
export function CalculationResult({
  request,
  calculation,
}: {
  request: LoanRequest;
  calculation: LoanCalculation;
}) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const apr = calculation.annualPercentageRate ?? 0;
  const figures: Figure[] = [
    [
      'loanApplication:calculator.installment',
      formatCents(calculation.monthlyInstallment, language),
    ],
    ['loanApplication:calculator.monthlyFee', formatCents(calculation.monthlyFee, language)],
    [
      'loanApplication:calculator.totalMonthly',
      formatCents(calculation.totalInstallment, language),
    ],
    ['loanApplication:calculator.apr', formatPercent(apr, language)],
    ['loanApplication:calculator.totalPayable', formatCents(calculation.totalPayable, language)],
  ];
  const lng = disclaimerLanguage(language);
  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('loanApplication:calculator.resultTitle')}</h2>
      <FigureList label={t('loanApplication:calculator.resultTitle')} figures={figures} />
      <CalculatorPlanTable rows={calculation.paymentPlan} />
      <p className={styles.disclaimer} lang={lng}>
        {t('loanApplication:calculator.example', {
          lng,
          amount: formatCents(request.amount * 100, lng),
          months: request.terms,
          startRate: formatPercent(percentOfBasisPoints(REDUCING_RATE_START_BASIS_POINTS), lng),
          floorRate: formatPercent(percentOfBasisPoints(REDUCING_RATE_FLOOR_BASIS_POINTS), lng),
          fee: formatCents(calculation.monthlyFee, lng),
          installment: formatCents(calculation.totalInstallment, lng),
          apr: formatPercent(apr, lng),
          total: formatCents(calculation.totalPayable, lng),
        })}
      </p>
      <p className={styles.disclaimer} lang={lng}>
        {t('loanApplication:calculator.disclaimer', { lng })}
      </p>
    </section>
  );
}
