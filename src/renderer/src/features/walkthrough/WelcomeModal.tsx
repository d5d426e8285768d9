import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Modal } from '../../ui/modal/Modal.tsx';
import { asksForWelcome, withoutWelcome } from './welcome-query.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * `?msg=welcome` on an investor dashboard page (investor.md §2): a welcome with OK, which closes
 * it and takes the query away (so a reload or Back does not show it again).
 */
export function WelcomeModal() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  if (!asksForWelcome(location.search)) return null;
  const close = () =>
    void navigate(
      { pathname: location.pathname, search: withoutWelcome(location.search), hash: location.hash },
      { replace: true },
    );
  return (
    <Modal title={t('walkthrough:welcomeModal.title')} onClose={close}>
      <p>{t('walkthrough:welcomeModal.body')}</p>
      <div className={layout.actions}>
        <button type="button" className={buttons.primary} onClick={close}>
          {t('walkthrough:welcomeModal.ok')}
        </button>
      </div>
    </Modal>
  );
}
