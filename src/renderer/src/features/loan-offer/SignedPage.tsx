import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { loanApplicationKeys } from '../loan-application/index.ts';
import { profileKeys } from '../profile/index.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * /dashboard/borrower/loan-application/signed: the thank-you. OK reloads the profile (it now has
 * the loan) and the application, then opens the dashboard (§4 step 7).
 */
export function SignedPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const done = async () => {
    setLeaving(true);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.user() }),
      queryClient.invalidateQueries({ queryKey: loanApplicationKeys.all }),
    ]);
    await navigate(PATHS.dashboard, { replace: true });
  };
  return (
    <section className={layout.narrow}>
      <h1>{t('loanOffer:signed.title')}</h1>
      <p>{t('loanOffer:signed.text')}</p>
      <div className={layout.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={leaving}
          onClick={() => void done()}
        >
          {t('loanOffer:signed.ok')}
        </button>
      </div>
    </section>
  );
}
