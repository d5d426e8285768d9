import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext } from 'react-router-dom';
import { Alert } from '../../ui/Alert.tsx';
import type { InvestorDeposit } from '../investor-deposit/index.ts';
import { TOGGLE_REFUSALS, useToggleAutoinvest } from './mutations.ts';
import { apiErrorText } from '../../ui/form/map-api-error.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import { useToggleState } from './use-toggle-state.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * `…/fair-credit-portfolio/autoinvest` (investor.md §2): asks whether to turn autoinvest off,
 * with Yes and Close. The toggle call flips the setting, so Yes is offered only while autoinvest
 * is on: opened otherwise (an old link, an autosell started meanwhile), it goes back to the
 * portfolio. The page above hands it the deposit as its outlet context. The signing right is
 * the toggle's to check: here the gateway's statuses decide (a company deposit the user may not
 * switch is not enabled, and the toggle call itself is refused with 403).
 */
export function AutoinvestOffModal() {
  const { t } = useTranslation();
  const deposit = useOutletContext<InvestorDeposit>();
  const navigate = useNavigate();
  const state = useToggleState(deposit.id, 'allowed');
  const toggle = useToggleAutoinvest(deposit.id);
  const close = () => void navigate('..', { replace: true });

  const settled = state.kind !== 'loading' && state.kind !== 'failed';
  if (settled && state.kind !== 'active' && toggle.isIdle) return <RedirectUnlessLeaving to=".." />;

  return (
    <ConfirmModal
      title={t('autoinvest:off.title')}
      confirmLabel={t('autoinvest:off.yes')}
      closeLabel={t('autoinvest:off.close')}
      busy={state.kind !== 'active' || toggle.isPending}
      onConfirm={() => toggle.mutate(undefined, { onSuccess: close })}
      onClose={close}
    >
      <p>{t('autoinvest:off.body')}</p>
      {state.kind === 'failed' ? <Alert>{t('autoinvest:loadFailed')}</Alert> : null}
      {toggle.isError ? <Alert>{apiErrorText(t, toggle.error, TOGGLE_REFUSALS)}</Alert> : null}
    </ConfirmModal>
  );
}
