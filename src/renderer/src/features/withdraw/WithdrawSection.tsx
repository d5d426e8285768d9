import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { kpiStart } from '#shared/domain/date-range.ts';
import { formatCents } from '#shared/domain/format.ts';
import { WITHDRAWAL_REFUSALS, withdrawalBounds } from '#shared/domain/validation/withdrawal.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { useHelsinkiToday } from '../../ui/date-range/index.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import {
  followingKpisQuery,
  kpisQuery,
  useDepositPermission,
  type InvestorDeposit,
} from '../investor-deposit/index.ts';
import { useProfile } from '../profile/index.ts';
import type { PendingWithdrawal, WithdrawDialogContext } from './dialog-context.ts';
import { depositIban } from './deposit-iban.ts';
import { apiErrorText } from '../../ui/form/map-api-error.ts';
import {
  useAutosellCancelMutation,
  useReloadAfterWithdrawal,
  useReloadPortfolio,
  useWithdrawMutation,
} from './mutations.ts';
import { autosellStatusQuery } from '../autosell-status/index.ts';
import { TransferInProgress } from './TransferInProgress.tsx';
import { WithdrawForm, type CheckedAmount } from './WithdrawForm.tsx';
import layout from '../../ui/layout.module.css';

/** What the section last reported, a translation key and its values. */
interface Notice {
  key: string;
  values?: Record<string, string>;
}

/**
 * The portfolio's #withdraw (investor.md §2, §4, §5): the amount form, or the transfer in
 * progress while an autosell runs; the confirm dialog is shown on its `withdraw` sub-route.
 * The free capital and the portfolio value are the KPIs' default range (the KPI section's
 * query, so one request).
 */
/**
 * The portfolio page has one Outlet for its sub-routes; the confirm dialog needs the section's
 * state, so the section shows it itself while the path is the `withdraw` sub-route.
 */
const WITHDRAW_SUB_ROUTE = /\/fair-credit-portfolio\/withdraw\/?$/;

export function WithdrawSection({ deposit }: { deposit: InvestorDeposit }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { api, bridge, queryClient } = useServices();
  const navigate = useNavigate();
  const onDialogRoute = WITHDRAW_SUB_ROUTE.test(useLocation().pathname);
  const language = useAtomValue(languageAtom);
  const today = useHelsinkiToday();
  const from = kpiStart(today, deposit.firstCreatedOn);
  const kpis = useQuery(followingKpisQuery(api, deposit.id, { from, to: today }));
  const status = useQuery({ ...autosellStatusQuery(api, deposit.id), refetchOnWindowFocus: false });
  const profile = useProfile();
  const permission = useDepositPermission(deposit);
  const [pending, setPending] = useState<PendingWithdrawal | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pollRound, setPollRound] = useState(0);
  const withdraw = useWithdrawMutation(deposit.id);
  const stop = useWithdrawMutation(deposit.id);
  const cancel = useAutosellCancelMutation(deposit.id);
  const reloadPortfolio = useReloadPortfolio();
  const currentFreeCapital = useCallback(
    () =>
      queryClient.getQueryData(kpisQuery(api, deposit.id, { from, to: today }).queryKey)
        ?.free_capital,
    [api, queryClient, deposit.id, from, today],
  );
  const reloadAfterWithdrawal = useReloadAfterWithdrawal(currentFreeCapital);
  const money = (cents: number) => formatCents(cents, language);

  const freeCapital = kpis.data?.free_capital ?? 0;
  const iban = profile.data ? depositIban(profile.data, deposit) : null;

  /**
   * A polling tick or "check again": a finished autosell reloads the figures and says so, on the
   * page and, while the window is not focused, in a native notification.
   */
  const poll = async () => {
    const next = await status.refetch();
    if (next.data && !next.data.active) {
      reloadPortfolio();
      setNotice({ key: 'withdraw:notice.autosellCompleted' });
      void bridge.notifications.notify({
        title: t('withdraw:notification.title'),
        body: t('withdraw:notification.body'),
      });
    }
  };

  const onChecked = (amount: CheckedAmount) => {
    if (iban === null) return;
    withdraw.reset();
    setNotice(null);
    setPending({ ...amount, iban });
    void navigate('withdraw');
  };

  const dialog: WithdrawDialogContext = {
    pending,
    submitting: withdraw.isPending,
    error: withdraw.error ? apiErrorText(t, withdraw.error, WITHDRAWAL_REFUSALS) : null,
    close: () => setPending(null),
    confirm: () => {
      if (!pending) return;
      const freeCapitalBefore = freeCapital;
      withdraw.mutate(
        { amountCents: pending.amountCents, autosell: pending.autosell !== null },
        {
          onSuccess: () => {
            setPending(null);
            setNotice(
              pending.autosell
                ? { key: 'withdraw:notice.autosellStarted' }
                : {
                    key: 'withdraw:notice.withdrawn',
                    values: { amount: money(pending.amountCents) },
                  },
            );
            reloadAfterWithdrawal(freeCapitalBefore);
            void status.refetch();
          },
        },
      );
    },
  };

  const onCancel = () => {
    stop.reset();
    cancel.mutate(undefined, {
      onSuccess: () => {
        setPending(null);
        setPollRound(0);
        setNotice({ key: 'withdraw:notice.cancelled' });
        reloadPortfolio();
        void status.refetch();
      },
    });
  };

  const onStop = () => {
    cancel.reset();
    const amountCents = freeCapital;
    stop.mutate(
      { amountCents, autosell: true },
      {
        onSuccess: () => {
          setNotice({ key: 'withdraw:notice.stopped', values: { amount: money(amountCents) } });
          reloadAfterWithdrawal(amountCents);
          void status.refetch();
        },
      },
    );
  };

  const failed = kpis.isError || status.isError || profile.isError || permission === 'failed';
  const loading =
    kpis.isPending || status.isPending || profile.isPending || permission === 'pending';
  const progressError = cancel.error ?? stop.error;

  const autosellPossible = kpis.data ? kpis.data.portfolio_value > freeCapital : false;
  const content = () => {
    if (failed) return <Alert>{t('errors:pageLoad')}</Alert>;
    if (loading || !kpis.data || !status.data) return <PageLoading />;
    if (status.data.active) {
      return (
        <TransferInProgress
          key={pollRound}
          status={status.data}
          freeCapitalCents={freeCapital}
          busy={cancel.isPending || stop.isPending}
          error={progressError ? apiErrorText(t, progressError, WITHDRAWAL_REFUSALS) : null}
          onPoll={() => void poll()}
          onCheckAgain={() => {
            setPollRound((round) => round + 1);
            void poll();
          }}
          onCancel={onCancel}
          onStop={onStop}
        />
      );
    }
    return (
      <WithdrawForm
        facts={{
          allowed: permission === 'allowed',
          freeCapitalCents: freeCapital,
          portfolioValueCents: kpis.data.portfolio_value,
          iban,
          autosellPossible,
          bounds: withdrawalBounds(
            {
              freeCapitalCents: freeCapital,
              portfolioValueCents: kpis.data.portfolio_value,
              sellableCents: kpis.data.sellable_capital ?? null,
            },
            autosellPossible,
          ),
        }}
        onChecked={onChecked}
      />
    );
  };

  return (
    <section id="withdraw" className={layout.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('withdraw:title')}</h2>
      {notice ? <Alert tone="success">{t(notice.key, notice.values ?? {})}</Alert> : null}
      {content()}
      {onDialogRoute ? <ConfirmDialog context={dialog} /> : null}
    </section>
  );
}
