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
  const figures: Array<[key: string, value: string]> = [
    ['amount', formatCents(offer.shownAmountCents, language)],
    ['term', t('loanOffer:summary.termMonths', { count: offer.termMonths })],
    ['installment', formatCents(offer.installmentCents, language)],
    ['monthlyFee', formatCents(offer.monthlyFeeCents, language)],
    ['totalMonthly', formatCents(offer.totalMonthlyCents, language)],
    ['nominalInterest', formatPercent(offer.averageNominalInterest, language)],
    ['effectiveInterest', formatPercent(offer.averageEffectiveAnnualInterest, language)],
  ];
  return (
    <dl className={styles.figures} aria-label={t('loanOffer:summary.label')}>
      {figures.map(([key, value]) => (
        <div key={key} className={styles.figure}>
          <dt>{t(`loanOffer:summary.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
