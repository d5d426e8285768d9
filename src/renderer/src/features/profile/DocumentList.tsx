import { useTranslation } from 'react-i18next';
import type { DownloadRequest } from '#shared/bridge.ts';
import { formatDate } from '#shared/domain/format.ts';
import { useServices } from '../../services/app-services.ts';
import { SaveOutcome, type FileSave } from '../../ui/file-save/index.ts';
import styles from './profile.module.css';
import buttons from '../../ui/button.module.css';

export interface ProfileDocument {
  /** Unique on the page (user and company documents share ids). */
  key: string;
  type: string;
  createdAt: string;
  request: DownloadRequest;
}

/** Documents with their localized type and date, each with a download button and its result. */
export function DocumentList({
  documents,
  downloads,
}: {
  documents: readonly ProfileDocument[];
  downloads: FileSave;
}) {
  const { t } = useTranslation();
  const { platform } = useServices();
  if (documents.length === 0) return <p>{t('profile:documents.none')}</p>;
  return (
    <ul className={styles.documents}>
      {documents.map((doc) => {
        const name = t(`profile:documents.types.${doc.type}`, { defaultValue: doc.type });
        const date = formatDate(doc.createdAt);
        const state = downloads.stateOf(doc.key);
        return (
          <li key={doc.key} className={styles.document}>
            <span className={styles.documentName}>{name}</span>
            <span className={styles.documentDate}>{date}</span>
            <button
              type="button"
              className={buttons.secondary}
              aria-label={t('profile:documents.downloadLabel', { name, date })}
              disabled={downloads.busy}
              onClick={() => void downloads.save(doc.key, doc.request)}
            >
              {t('profile:documents.download')}
            </button>
            {state.status === 'saving' ? (
              <progress
                aria-label={t('profile:documents.progressLabel', { name })}
                max={state.totalBytes ?? undefined}
                value={state.totalBytes === null ? undefined : state.receivedBytes}
              />
            ) : null}
            <SaveOutcome
              state={state}
              saved={(path) =>
                platform === 'electron'
                  ? t('profile:documents.savedTo', { path })
                  : t('profile:documents.downloaded', { name })
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
