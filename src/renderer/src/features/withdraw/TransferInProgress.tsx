import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosellStatus } from '#shared/api/investor.ts';
import { formatCents } from '#shared/domain/format.ts';
import { usePolling } from '../../services/polling/use-polling.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { autosellProgressPercent } from './progress.ts';
import styles from './withdraw.module.css';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/** The autosell status is polled every 30 s for at most 5 minutes (investor.md §4, §9). */
export const AUTOSELL_POLL_MS = 30_000;
export const AUTOSELL_POLL_MAX_MS = 5 * 60_000;

/**
 * The transfer in progress while an autosell runs (investor.md §4 step 3–4): how much of the
 * request has been collected, polled on the app's clock; after 5 minutes polling stops and the
 * user can look again. Cancel resets; "stop and withdraw" is offered only with free capital.
 * Mounted afresh (a new key) for each round of polling.
 */
export function TransferInProgress({
  status,
  freeCapitalCents,
  busy,
  error,
  onPoll,
  onCheckAgain,
  onCancel,
  onStop,
}: {
  status: AutosellStatus;
  freeCapitalCents: number;
  busy: boolean;
  error: string | null;
  onPoll: () => void;
  onCheckAgain: () => void;
  onCancel: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const { clock } = useServices();
  const language = useAtomValue(languageAtom);
  const labelId = useId();
  const { timedOut } = usePolling(clock, {
    enabled: true,
    intervalMs: AUTOSELL_POLL_MS,
    maxDurationMs: AUTOSELL_POLL_MAX_MS,
    onTick: onPoll,
  });
  const percent = autosellProgressPercent(status.requestedAmount, status.remainingAmountToSell);
  const money = (cents: number) => formatCents(cents, language);
  return (
    <div>
      <h3 id={labelId}>{t('withdraw:progress.title')}</h3>
      <p>
        {t('withdraw:progress.summary', {
          requested: money(status.requestedAmount),
          remaining: money(status.remainingAmountToSell),
        })}
      </p>
      <progress
        className={styles.progress}
        aria-labelledby={labelId}
        max={100}
        value={percent}
        aria-valuetext={t('withdraw:progress.percent', { percent })}
      />
      <p>{t('withdraw:progress.percent', { percent })}</p>
      {timedOut ? (
        <Alert tone="info">
          {t('withdraw:progress.timedOut')}{' '}
          <button type="button" className={buttons.ghost} onClick={onCheckAgain}>
            {t('withdraw:progress.checkAgain')}
          </button>
        </Alert>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      <div className={layout.actions}>
        <button type="button" className={buttons.secondary} disabled={busy} onClick={onCancel}>
          {t('withdraw:progress.cancel')}
        </button>
        {freeCapitalCents > 0 ? (
          <button type="button" className={buttons.primary} disabled={busy} onClick={onStop}>
            {t('withdraw:progress.stop', { amount: money(freeCapitalCents) })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
