import { useTranslation } from 'react-i18next';
import type { TransactionTableRequest } from '#shared/domain/transaction-table.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { Alert } from '../../ui/Alert.tsx';
import { csvRequest } from './csv-request.ts';
import { useCsvDownload, type CsvDownloadState } from './use-csv-download.ts';
import styles from './transactions.module.css';
import buttons from '../../ui/button.module.css';

function progressText(
  t: (key: string, values: Record<string, number>) => string,
  state: Extract<CsvDownloadState, { status: 'saving' }>,
): string {
  if (state.totalBytes !== null && state.totalBytes > 0) {
    const percent = Math.min(100, Math.floor((state.receivedBytes * 100) / state.totalBytes));
    return t('transactions:csv.progressPercent', { percent });
  }
  return t('transactions:csv.progressBytes', { bytes: state.receivedBytes });
}

/** The CSV button of the list: the same filter and range as the rows on screen. */
export function CsvDownload({ request }: { request: TransactionTableRequest }) {
  const { t } = useTranslation();
  const { state, save } = useCsvDownload();
  const busy = state.status === 'saving';
  return (
    <div className={styles.csv}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void save(csvRequest(request))}
      >
        {t('transactions:csv.button')}
      </button>
      <p role="status" className={styles.csvStatus}>
        {state.status === 'saving'
          ? `${t('transactions:csv.saving')} ${progressText(t, state)}`
          : null}
      </p>
      {state.status === 'saved' ? (
        <Alert tone="success">{t('transactions:csv.saved', { path: state.path })}</Alert>
      ) : null}
      {state.status === 'failed' ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
    </div>
  );
}
