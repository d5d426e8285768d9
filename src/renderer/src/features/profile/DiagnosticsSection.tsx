import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/app-services.ts';
import { SaveOutcome, type FileSave } from '../../ui/file-save/index.ts';
import styles from './profile.module.css';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** The diagnostics file's key among the page's saves. */
const DIAGNOSTICS = 'diagnostics';

/**
 * Save diagnostics… for support: main builds the zip (redacted logs, versions, settings) and
 * saves it where the user chooses, through the page's one save hook (one file at a time, the
 * documents' too). Only in the desktop app: a browser has no logs to give.
 */
export function DiagnosticsSection({ saving }: { saving: FileSave }) {
  const { t } = useTranslation();
  const { bridge, platform } = useServices();
  if (platform !== 'electron') return null;
  const state = saving.stateOf(DIAGNOSTICS);

  const save = () =>
    saving.save(DIAGNOSTICS, () => bridge.app.saveDiagnostics(), {
      failedMessage: 'profile:diagnostics.failed',
    });

  return (
    <section className={`${layout.card} ${styles.section}`} aria-labelledby="profile-diagnostics">
      <h2 id="profile-diagnostics">{t('profile:diagnostics.title')}</h2>
      <p>{t('profile:diagnostics.text')}</p>
      <button
        type="button"
        className={buttons.secondary}
        disabled={saving.busy}
        onClick={() => void save()}
      >
        {t('profile:diagnostics.save')}
      </button>
      <SaveOutcome state={state} saved={(path) => t('profile:diagnostics.saved', { path })} />
    </section>
  );
}
