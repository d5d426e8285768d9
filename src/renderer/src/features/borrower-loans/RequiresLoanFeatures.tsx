import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { canUseLoans, useProfileFlags } from '../profile/index.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * Loan features are for nationality FI and users who are not foreign-verified
 * (borrower-and-shared.md §1, §6). Anyone else is told so, with the way to investing, and loads
 * no loan: not a redirect, since /dashboard sends every user without a signed contract here.
 */
export function RequiresLoanFeatures() {
  const { t } = useTranslation();
  const flags = useProfileFlags();
  if (flags === null) return null;
  if (canUseLoans(flags)) return <Outlet />;
  return (
    <article className={layout.narrow}>
      <h1>{t('borrower:heading')}</h1>
      <p>{t('borrower:unavailable.text')}</p>
      <Link className={buttons.primary} to={PATHS.investorDashboard}>
        {t('borrower:unavailable.action')}
      </Link>
    </article>
  );
}
