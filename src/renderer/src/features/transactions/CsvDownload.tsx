import { useTranslation } from 'react-i18next';
import type { TransactionTableRequest } from '#shared/domain/transaction-table.ts';
import { useServices } from '../../services/app-services.ts';
import { SaveOutcome, type SaveState, useFileSave } from '../../ui/file-save/index.ts';
import { csvRequest } from './csv-request.ts';
import styles from './transactions.module.css';
import buttons from '../../ui/button.module.css';

function progressText(
  t: (key: string, values: Record<string, number>) => string,
  state: Extract<SaveState, { status: 'saving' }>,
): string {
  if (state.totalBytes !== null && state.totalBytes > 0) {
    const percent = Math.min(100, Math.floor((state.receivedBytes * 100) / state.totalBytes));
    return t('transactions:csv.progressPercent', { percent });
  }
  return t('transactions:csv.progressBytes', { bytes: state.receivedBytes });
}

/** The key of the list's one file. */
const CSV = 'csv';

/**
 * The CSV button of the list: the same filter and range as the rows on screen, saved by main
 * straight from the API to disk, with its progress and the saved path.
 */
export function CsvDownload({ request }: { request: TransactionTableRequest }) {
  const { t } = useTranslation();
  const { bridge, session } = useServices();
  const saving = useFileSave({ downloads: bridge.downloads, endSession: () => session.end() });
  const state = saving.latest;
  const busy = saving.busy;
  return (
    <div className={styles.csv}>
      <button
        type="button"
        className={buttons.secondary}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void saving.save(CSV, csvRequest(request))}
      >
        {t('transactions:csv.button')}
      </button>
      <p role="status" className={styles.csvStatus}>
        {state.status === 'saving'
          ? `${t('transactions:csv.saving')} ${progressText(t, state)}`
          : null}
      </p>
      <SaveOutcome state={state} saved={(path) => t('transactions:csv.saved', { path })} />
    </div>
  );
}
