import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useOutletContext } from 'react-router-dom';
import { formatCents } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import type { WithdrawDialogContext } from './use-legacy-withdraw.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

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
  if (cents === null) return <RedirectUnlessLeaving to=".." />;

  return (
    <ConfirmModal
      title={t('legacy:withdraw.confirmTitle')}
      confirmLabel={t('legacy:withdraw.confirm')}
      closeLabel={t('legacy:withdraw.cancel')}
      busy={pending}
      onConfirm={confirm}
      onClose={close}
    >
      <p>{t('legacy:withdraw.confirmText', { amount: formatCents(cents, language) })}</p>
      {pathname.startsWith('/restricted') ? (
        <Alert tone="info">{t('legacy:withdraw.restricted')}</Alert>
      ) : null}
    </ConfirmModal>
  );
}
