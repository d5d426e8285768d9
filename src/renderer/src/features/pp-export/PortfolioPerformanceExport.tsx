import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '#shared/domain/date-range.ts';
import {
  isPpLanguage,
  PP_LANGUAGES,
  ppLanguageFor,
  type PpLanguage,
} from '#shared/domain/portfolio-performance/index.ts';
import type { TransactionTable } from '#shared/domain/transaction-table.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { SelectField } from '../../ui/fields.tsx';
import { SaveOutcome, useFileSave, utf8Base64 } from '../../ui/file-save/index.ts';
import { kpisQuery } from '../investor-deposit/index.ts';
import { exportText } from './export-text.ts';
import styles from './pp-export.module.css';
import buttons from '../../ui/button.module.css';

export interface PortfolioPerformanceExportProps<Key extends QueryKey> {
  /** The deposit's mambu_deposit_id. */
  depositId: string;
  /** The range the reader chose for the transactions. */
  range: DateRange;
  /** The query of every transaction of the range (the list's own, through the worker). */
  allRows: FetchQueryOptions<TransactionTable, Error, TransactionTable, Key>;
}

/** The key of the one file this control saves. */
const FILE = 'portfolio-performance';

/**
 * "Export for Portfolio Performance" (issue 22 §2): the chosen range as the CSV file Portfolio
 * Performance's account-transaction import reads without mapping a column, in the language
 * Portfolio Performance runs in (the interface's where it has it), saved through the one save
 * hook. Made from the transactions the list loads and the range's KPIs.
 */
export function PortfolioPerformanceExport<Key extends QueryKey>({
  depositId,
  range,
  allRows,
}: PortfolioPerformanceExportProps<Key>) {
  const { t, i18n } = useTranslation();
  const { api, bridge, session, queryClient } = useServices();
  const hintId = useId();
  const appLanguage = useAtomValue(languageAtom);
  const [language, setLanguage] = useState<PpLanguage>(() => ppLanguageFor(appLanguage));
  const saving = useFileSave({ downloads: bridge.downloads, endSession: () => session.end() });
  const state = saving.latest;

  const save = () =>
    saving.save(FILE, async () => {
      const [table, kpis] = await Promise.all([
        queryClient.fetchQuery(allRows),
        queryClient.fetchQuery(kpisQuery(api, depositId, range)),
        i18n.loadLanguages(language),
      ]);
      const text = await exportText({
        table,
        fromDate: range.from,
        endValueCents: kpis.portfolio_value,
        language,
        t: i18n.getFixedT(language),
      });
      return bridge.downloads.saveBase64({
        kind: 'csv',
        base64: utf8Base64(text),
        suggestedName: `portfolio-performance_${range.from}_${range.to}_${language}.csv`,
      });
    });

  return (
    <div className={styles.export} role="group" aria-label={t('ppExport:title')}>
      <SelectField
        label={t('ppExport:language')}
        value={language}
        onChange={(event) => {
          if (isPpLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        options={PP_LANGUAGES.map((code) => ({
          value: code,
          label: t(`shell:language.${code}`),
          lang: code,
        }))}
      />
      <button
        type="button"
        className={buttons.secondary}
        disabled={saving.busy}
        aria-busy={saving.busy}
        aria-describedby={hintId}
        onClick={() => void save()}
      >
        {t('ppExport:button')}
      </button>
      <p id={hintId} className={styles.hint}>
        {t('ppExport:hint')}
      </p>
      <p role="status" className={styles.status}>
        {state.status === 'saving' ? t('ppExport:saving') : null}
      </p>
      <SaveOutcome state={state} saved={(path) => t('ppExport:saved', { path })} />
    </div>
  );
}
