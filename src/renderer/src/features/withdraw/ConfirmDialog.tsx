import { useAtomValue } from 'jotai';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { formatCents } from '#shared/domain/format.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import type { WithdrawDialogContext } from './dialog-context.ts';
import { Modal } from '../../ui/modal/Modal.tsx';
import styles from './withdraw.module.css';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * …/fair-credit-portfolio/withdraw: confirms the amount the #withdraw form checked (investor.md
 * §4). Above the free capital it shows, before the user confirms, the shortfall to be sold, the
 * 1 % fee on it and the transfer (the amount less the fee). Without an amount it closes at once.
 */
export function ConfirmDialog({ context }: { context: WithdrawDialogContext }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  // Rendered by the #withdraw section of the portfolio's route: "." is the portfolio.
  if (!context.pending) return <Navigate to="." replace />;
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
    <Modal title={t('withdraw:confirm.title')} onClose={close}>
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
      <div className={layout.actions}>
        <button type="button" className={buttons.primary} disabled={submitting} onClick={confirm}>
          {t('withdraw:confirm.confirm')}
        </button>
        <button type="button" className={buttons.secondary} onClick={close}>
          {t('withdraw:confirm.close')}
        </button>
      </div>
    </Modal>
  );
}
