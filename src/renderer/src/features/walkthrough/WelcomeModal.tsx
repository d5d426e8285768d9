import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { NoticeModal } from '../../ui/modal/NoticeModal.tsx';
import { asksForWelcome, withoutWelcome } from './welcome-query.ts';

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
    <NoticeModal
      title={t('walkthrough:welcomeModal.title')}
      closeLabel={t('walkthrough:welcomeModal.ok')}
      onClose={close}
    >
      <p>{t('walkthrough:welcomeModal.body')}</p>
    </NoticeModal>
  );
}
