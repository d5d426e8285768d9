import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/app-services.ts';
import { Modal } from '../../ui/modal/Modal.tsx';
import { announcedSeconds, secondsLeft } from './countdown.ts';
import styles from './SessionTimeout.module.css';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';
import visuallyHidden from '../../ui/visually-hidden.module.css';

/**
 * The warning before the session ends: a live countdown, what will be lost, and the choice.
 * Escape, as closing the dialog, keeps the session.
 */
export function TimeoutWarning({
  endsAt,
  minutes,
  unsavedWork,
  onStay,
  onSignOut,
}: {
  /** When the session ends, in the app clock's time. */
  endsAt: number;
  minutes: number;
  unsavedWork: boolean;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const { clock } = useServices();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => clock.setInterval(() => setNow(clock.now()), 1_000), [clock]);
  const seconds = secondsLeft(endsAt, now);

  return (
    <Modal title={t('sessionTimeout:warning.title')} onClose={onStay}>
      {/* The visible count is not live; the hidden status below speaks at steps. */}
      <p role="timer" className={styles.countdown}>
        {t('sessionTimeout:warning.countdown', { count: seconds })}
      </p>
      <p role="status" className={visuallyHidden.hidden}>
        {t('sessionTimeout:warning.countdown', { count: announcedSeconds(seconds) })}
      </p>
      <p>{t('sessionTimeout:warning.reason', { count: minutes })}</p>
      {unsavedWork ? <p className={styles.unsaved}>{t('sessionTimeout:warning.unsaved')}</p> : null}
      <div className={layout.actions}>
        <button type="button" className={buttons.primary} onClick={onStay}>
          {t('sessionTimeout:warning.stay')}
        </button>
        <button type="button" className={buttons.secondary} onClick={onSignOut}>
          {t('sessionTimeout:warning.signOut')}
        </button>
      </div>
    </Modal>
  );
}
