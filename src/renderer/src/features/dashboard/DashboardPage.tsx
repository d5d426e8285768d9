import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useProfile, canUseLoans, profileFlags } from '../profile/index.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import { PATHS } from '../../navigation/paths.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';
import { LoansOverview } from '../borrower-loans/index.ts';
import { KpiSection } from '../portfolio/index.ts';
import { investorDeposit } from '../investor-deposit/index.ts';
import { dashboardDestination } from './dashboard-destination.ts';
import buttons from '../../ui/button.module.css';
import styles from './dashboard.module.css';
import layout from '../../ui/layout.module.css';

/**
 * /dashboard: greeting with the first name and tiles for loans, investments and profile, for a
 * user with a signed contract and a loan; anyone else is sent on (see dashboard-destination.ts).
 * Under the tiles the investor summary and, for users who may use loans, the loans with the
 * total amount left (borrower-and-shared.md §2 Borrower).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (!profile.data) return null;
  const destination = dashboardDestination(profile.data);
  if (destination !== null) return <RedirectUnlessLeaving to={destination} />;
  const flags = profileFlags(profile.data);
  const deposit = investorDeposit(profile.data);
  return (
    <section>
      <h1>{t('dashboard:greeting', { name: flags.firstName })}</h1>
      <ul className={styles.tiles}>
        {canUseLoans(flags) ? (
          <li className={layout.card}>
            <h2 className={styles.title}>{t('dashboard:tiles.loans.title')}</h2>
            <p>{t('dashboard:tiles.loans.text')}</p>
            <Link className={buttons.secondary} to={PATHS.borrowerDashboard}>
              {t('dashboard:tiles.loans.action')}
            </Link>
          </li>
        ) : null}
        <li className={layout.card}>
          <h2 className={styles.title}>{t('dashboard:tiles.investments.title')}</h2>
          <p>{t('dashboard:tiles.investments.text')}</p>
          <ExternalLink className={buttons.secondary} href={EXTERNAL_LINKS.investorPage}>
            {t('dashboard:tiles.investments.action')}
          </ExternalLink>
        </li>
        <li className={layout.card}>
          <h2 className={styles.title}>{t('dashboard:tiles.profile.title')}</h2>
          <p>{t('dashboard:tiles.profile.text')}</p>
          <Link className={buttons.secondary} to={PATHS.profile}>
            {t('dashboard:tiles.profile.action')}
          </Link>
        </li>
      </ul>
      {deposit ? <KpiSection deposit={deposit} withChart={false} /> : null}
      {canUseLoans(flags) ? <LoansOverview headingLevel="h2" /> : null}
    </section>
  );
}
