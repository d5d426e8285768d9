import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { formatCents } from '#shared/domain/format.ts';
import type { TaxYearFigures } from '#shared/domain/tax-statement/index.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { SaveOutcome } from '../../ui/file-save/index.ts';
import buttons from '../../ui/button.module.css';
import { SelectField } from '../../ui/fields.tsx';
import { FigureList, type Figure } from '../../ui/FigureList.tsx';
import layout from '../../ui/layout.module.css';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { historySource, ownerOf, portfolioName, type TaxPortfolio } from './tax-portfolio.ts';
import { useStatementSave } from './use-statement-save.ts';
import { useHolderName, useTaxYears } from './use-tax-years.ts';

export interface TaxStatementSectionProps {
  portfolio: TaxPortfolio;
}

/** The chosen year's main figures, as the statement totals them. */
function summary(figures: TaxYearFigures, language: AppLanguage): Figure[] {
  const money = (cents: number) => formatCents(cents, language);
  return [
    ['taxStatement:doc.interest', money(figures.interestCents)],
    ['taxStatement:doc.costs', money(figures.costsCents)],
    ['taxStatement:doc.transferLosses', money(figures.transferLossesCents)],
    ['taxStatement:doc.transferGains', money(figures.transferGainsCents)],
    ...(figures.personal
      ? [['taxStatement:doc.tax', money(figures.personal.illustrativeTaxCents)] as const]
      : []),
  ];
}

/**
 * "Tax statement" on a portfolio page (issue 22 §1): asked for, the portfolio's whole history is
 * read in the transaction worker; then a year (those with transactions, the current one marked
 * unfinished) is saved as a PDF or as CSV, in the interface language.
 */
export function TaxStatementSection({ portfolio }: TaxStatementSectionProps) {
  const { t } = useTranslation();
  const { clock } = useServices();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const [asked, setAsked] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const today = helsinkiToday(new Date(clock.now()));
  const owner = ownerOf(portfolio);
  const years = useTaxYears(historySource(portfolio, today), owner, today, asked);
  const holder = useHolderName(owner, asked);
  const saving = useStatementSave();
  const list = years.data ?? [];
  const figures =
    list.find((year) => year.year === chosen) ?? list.find((y) => !y.unfinished) ?? list[0];
  const save = (format: 'pdf' | 'csv') => {
    if (!figures || holder === null) return;
    const subject = { holderName: holder, portfolio: portfolioName(portfolio), madeOn: today };
    void saving.save(format, figures, subject);
  };
  const state = saving.state;
  return (
    <section id="tax-statement" className={layout.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('taxStatement:section.title')}</h2>
      <p>{t('taxStatement:section.intro')}</p>
      {!asked ? (
        <button type="button" className={buttons.secondary} onClick={() => setAsked(true)}>
          {t('taxStatement:section.prepare')}
        </button>
      ) : null}
      {years.isFetching && !years.data ? (
        <PageLoading label={t('taxStatement:section.loading')} />
      ) : null}
      {years.isError ? <Alert>{t('taxStatement:section.failed')}</Alert> : null}
      {years.data?.length === 0 ? <p>{t('taxStatement:section.noYears')}</p> : null}
      {figures ? (
        <>
          <SelectField
            label={t('taxStatement:section.year')}
            value={String(figures.year)}
            onChange={(event) => setChosen(Number(event.target.value))}
            options={list.map((year) => ({
              value: String(year.year),
              label: year.unfinished
                ? t('taxStatement:section.yearUnfinished', { year: year.year })
                : String(year.year),
            }))}
          />
          <FigureList label={t('taxStatement:doc.totals')} figures={summary(figures, language)} />
          <div className={layout.actions}>
            {(['pdf', 'csv'] as const).map((format) => (
              <button
                key={format}
                type="button"
                className={format === 'pdf' ? buttons.primary : buttons.secondary}
                disabled={saving.busy || holder === null}
                aria-busy={saving.busy}
                onClick={() => save(format)}
              >
                {t(
                  format === 'pdf'
                    ? 'taxStatement:section.savePdf'
                    : 'taxStatement:section.saveCsv',
                )}
              </button>
            ))}
          </div>
          <p role="status">{state.status === 'saving' ? t('taxStatement:section.saving') : null}</p>
          <SaveOutcome state={state} saved={(path) => t('taxStatement:section.saved', { path })} />
        </>
      ) : null}
    </section>
  );
}
