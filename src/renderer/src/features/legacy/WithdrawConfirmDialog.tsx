import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useOutletContext } from 'react-router-dom';
import { formatCents } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Modal } from '../../ui/modal/Modal.tsx';
import type { WithdrawDialogContext } from './use-legacy-withdraw.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * `…/fixed-rate-portfolio/{userId}/withdraw/`: the confirm dialog of the amount entered. With no
 * amount entered (the path opened directly) it closes at once. In the legacy area (a path under
 * /restricted) it also says WITHDRAW_FUNDS_RESTRICTED.
 */
export function WithdrawConfirmDialog() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const { pathname } = useLocation();
  const { cents, pending, confirm, close } = useOutletContext<WithdrawDialogContext>();
  if (cents === null) return <Navigate to=".." replace />;

  return (
    <Modal title={t('legacy:withdraw.confirmTitle')} onClose={close}>
      <p>{t('legacy:withdraw.confirmText', { amount: formatCents(cents, language) })}</p>
      {pathname.startsWith('/restricted') ? (
        <Alert tone="info">{t('legacy:withdraw.restricted')}</Alert>
      ) : null}
      <div className={layout.actions}>
        <button type="button" className={buttons.primary} disabled={pending} onClick={confirm}>
          {t('legacy:withdraw.confirm')}
        </button>
        <button type="button" className={buttons.secondary} onClick={close}>
          {t('legacy:withdraw.cancel')}
        </button>
      </div>
    </Modal>
  );
}
