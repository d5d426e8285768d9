import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiagnosticsResult } from '#shared/bridge.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import styles from './profile.module.css';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

type State = { status: 'idle' | 'saving' } | DiagnosticsResult;

/**
 * Save diagnostics… for support: main builds the zip (redacted logs, versions, settings) and
 * saves it where the user chooses. Only in the desktop app: a browser has no logs to give.
 */
export function DiagnosticsSection() {
  const { t } = useTranslation();
  const { bridge, platform } = useServices();
  const [state, setState] = useState<State>({ status: 'idle' });
  if (platform !== 'electron') return null;

  const save = async () => {
    setState({ status: 'saving' });
    try {
      setState(await bridge.app.saveDiagnostics());
    } catch {
      setState({ status: 'failed', reason: 'io' });
    }
  };

  return (
    <section className={`${layout.card} ${styles.section}`} aria-labelledby="profile-diagnostics">
      <h2 id="profile-diagnostics">{t('profile:diagnostics.title')}</h2>
      <p>{t('profile:diagnostics.text')}</p>
      <button
        type="button"
        className={buttons.secondary}
        disabled={state.status === 'saving'}
        onClick={() => void save()}
      >
        {t('profile:diagnostics.save')}
      </button>
      {state.status === 'saved' ? (
        <Alert tone="success">{t('profile:diagnostics.saved', { path: state.path })}</Alert>
      ) : null}
      {state.status === 'failed' ? <Alert>{t('profile:diagnostics.failed')}</Alert> : null}
    </section>
  );
}
