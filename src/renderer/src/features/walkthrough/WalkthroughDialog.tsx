import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal/Modal.tsx';
import { AddFundsSection } from '../add-funds/index.ts';
import { useRememberWalkthrough } from './mutations.ts';
import { WALKTHROUGH_STEPS } from './steps.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * The four steps with Back, Next and Skip; the last step's Done completes it. Skip (or Escape)
 * and Done are remembered for the user. "Make a deposit" shows the bank details for adding funds.
 */
export function WalkthroughDialog({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const remember = useRememberWalkthrough(userId);
  const step = WALKTHROUGH_STEPS[index] ?? 'welcome';
  const last = index === WALKTHROUGH_STEPS.length - 1;
  const skip = () => remember.mutate('skipped');

  return (
    <Modal title={t(`walkthrough:steps.${step}.title`)} onClose={skip}>
      <p>{t('walkthrough:progress', { current: index + 1, total: WALKTHROUGH_STEPS.length })}</p>
      <p>{t(`walkthrough:steps.${step}.body`)}</p>
      {step === 'makeDeposit' ? <AddFundsSection /> : null}
      <div className={layout.actions}>
        {index > 0 ? (
          <button type="button" className={buttons.secondary} onClick={() => setIndex(index - 1)}>
            {t('walkthrough:back')}
          </button>
        ) : null}
        {last ? (
          <button
            type="button"
            className={buttons.primary}
            onClick={() => remember.mutate('completed')}
          >
            {t('walkthrough:done')}
          </button>
        ) : (
          <>
            <button type="button" className={buttons.primary} onClick={() => setIndex(index + 1)}>
              {t('walkthrough:next')}
            </button>
            <button type="button" className={buttons.secondary} onClick={skip}>
              {t('walkthrough:skip')}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
