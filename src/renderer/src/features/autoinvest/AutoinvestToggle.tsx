import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import type { DepositPermission, InvestorDeposit } from '../investor-deposit/index.ts';
import styles from './autoinvest.module.css';
import { AUTOINVEST_OFF_SEGMENT } from './routes.tsx';
import { TOGGLE_REFUSALS, useToggleAutoinvest } from './mutations.ts';
import { apiErrorText } from '../../ui/form/map-api-error.ts';
import type { ToggleState } from './toggle-state.ts';
import { useToggleState } from './use-toggle-state.ts';
import layout from '../../ui/layout.module.css';

const NOT_AVAILABLE_KEY = {
  'signing-right': 'autoinvest:notAllowed',
  'unknown-right': 'autoinvest:unknownRight',
  disabled: 'autoinvest:disabled',
} as const satisfies Record<Extract<ToggleState, { kind: 'not-available' }>['reason'], string>;

/**
 * The autoinvest switch of a deposit (investor.md §4 Autoinvest), placed on the portfolio page
 * (the route of `…/fair-credit-portfolio`): turning it on needs no confirmation; turning it off
 * opens the confirmation at `…/fair-credit-portfolio/autoinvest`. Hidden during an autosell.
 * The page passes `useDepositPermission(deposit)` (portfolio imports this feature: taking it as
 * a prop keeps the import one-way).
 */
export function AutoinvestToggle({
  deposit,
  permission,
}: {
  deposit: InvestorDeposit;
  permission: DepositPermission;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const state = useToggleState(deposit.id, permission);
  const toggle = useToggleAutoinvest(deposit.id);

  if (state.kind === 'hidden') return null;

  const onSwitch = () => {
    if (state.kind === 'active') void navigate(AUTOINVEST_OFF_SEGMENT);
    else if (state.kind === 'inactive') toggle.mutate();
  };

  return (
    <section className={`${layout.card} ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('autoinvest:title')}</h2>
      <p>{t('autoinvest:intro')}</p>
      {state.kind === 'loading' ? <PageLoading /> : null}
      {state.kind === 'failed' ? <Alert>{t('autoinvest:loadFailed')}</Alert> : null}
      {state.kind === 'active' || state.kind === 'inactive' ? (
        <div className={styles.row}>
          <button
            type="button"
            role="switch"
            aria-checked={state.kind === 'active'}
            className={styles.switch}
            disabled={toggle.isPending}
            onClick={onSwitch}
          >
            {t('autoinvest:switch')}
          </button>
          <span>{t(`autoinvest:state.${state.kind}`)}</span>
        </div>
      ) : null}
      {state.kind === 'not-available' ? (
        <>
          <p className={styles.state}>{t('autoinvest:state.notAvailable')}</p>
          <Alert tone="info">{t(NOT_AVAILABLE_KEY[state.reason])}</Alert>
        </>
      ) : null}
      {toggle.isError ? <Alert>{apiErrorText(t, toggle.error, TOGGLE_REFUSALS)}</Alert> : null}
    </section>
  );
}
