import { useAtomValue } from 'jotai';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import type { WithdrawDialogContext } from './dialog-context.ts';
import { ConfirmModal } from '../../ui/modal/ConfirmModal.tsx';
import styles from './withdraw.module.css';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * …/fair-credit-portfolio/withdraw: confirms the amount the #withdraw form checked (investor.md
 * §4). Above the free capital it shows, before the user confirms, the shortfall to be sold, the
 * 1 % fee on it and the transfer (the amount less the fee). Without an amount it closes at once.
 */
export function ConfirmDialog({ context }: { context: WithdrawDialogContext }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  // Rendered by the #withdraw section of the portfolio's route: "." is the portfolio.
  if (!context.pending) return <RedirectUnlessLeaving to="." />;
  const { pending, submitting, error, confirm, close } = context;
  const money = (cents: number) => formatCents(cents, language);
  const figures: Array<[string, number]> = pending.autosell
    ? [
        ['withdraw:confirm.amount', pending.autosell.amountCents],
        ['withdraw:confirm.shortfall', pending.autosell.shortfallCents],
        ['withdraw:confirm.fee', pending.autosell.feeCents],
        ['withdraw:confirm.transfer', pending.autosell.transferCents],
      ]
    : [['withdraw:confirm.amount', pending.amountCents]];
  return (
    <ConfirmModal
      title={t('withdraw:confirm.title')}
      confirmLabel={t('withdraw:confirm.confirm')}
      closeLabel={t('withdraw:confirm.close')}
      busy={submitting}
      onConfirm={confirm}
      onClose={close}
    >
      <p>
        {t(pending.autosell ? 'withdraw:confirm.autosellIntro' : 'withdraw:confirm.plainIntro', {
          iban: pending.iban,
        })}
      </p>
      <dl className={styles.figures}>
        {figures.map(([label, cents]) => (
          <Fragment key={label}>
            <dt>{t(label)}</dt>
            <dd>{money(cents)}</dd>
          </Fragment>
        ))}
      </dl>
      {error ? <Alert>{error}</Alert> : null}
    </ConfirmModal>
  );
}
