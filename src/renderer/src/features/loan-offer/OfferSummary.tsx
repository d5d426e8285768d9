import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatCents, formatPercent } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import type { Offer } from './offer.ts';
import { FigureList, type Figure } from '../../ui/FigureList.tsx';

/** The offer's figures (§9: the amount includes the first year's fee, which is not shown). */
export function OfferSummary({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const figures: Figure[] = [
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
  return <FigureList label={t('loanOffer:summary.label')} figures={figures} />;
}
