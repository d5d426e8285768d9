import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatCents, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import type { Offer } from './offer.ts';
import styles from './loan-offer.module.css';

/** The offer's figures (§9: the amount includes the first year's fee, which is not shown). */
export function OfferSummary({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const figures: Array<[labelKey: string, value: string]> = [
    ['loanOffer:summary.amount', formatCents(offer.shownAmountCents, language)],
    [
      'loanOffer:summary.term',
      offer.termMonths === 1
        ? t('loanOffer:summary.termOneMonth')
        : t('loanOffer:summary.termMonths', { months: offer.termMonths }),
    ],
    ['loanOffer:summary.installment', formatCents(offer.installmentCents, language)],
    ['loanOffer:summary.monthlyFee', formatCents(offer.monthlyFeeCents, language)],
    ['loanOffer:summary.totalMonthly', formatCents(offer.totalMonthlyCents, language)],
    ['loanOffer:summary.nominalInterest', formatPercent(offer.averageNominalInterest, language)],
    [
      'loanOffer:summary.effectiveInterest',
      formatPercent(offer.averageEffectiveAnnualInterest, language),
    ],
  ];
  return (
    <dl className={styles.figures} aria-label={t('loanOffer:summary.label')}>
      {figures.map(([labelKey, value]) => (
        <div key={labelKey} className={styles.figure}>
          <dt>{t(labelKey)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
