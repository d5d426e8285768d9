import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { sessionAtom } from '../../state/atoms.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { navModel } from './nav-rules.ts';
import { useLogout } from './use-logout.ts';
import { useProfileFlags } from '../profile/index.ts';
import { PATHS } from '../../navigation/paths.ts';
import buttons from '../../ui/button.module.css';
import frame from '../../ui/frame.module.css';
import styles from './shell.module.css';

export function NavBar() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const flags = useProfileFlags();
  const { pathname } = useLocation();
  const logout = useLogout();
  const model = navModel(session, flags, pathname);
  const home = session.kind === 'legacy' ? PATHS.restricted(session.role) : PATHS.dashboard;

  return (
    <header className={frame.topbar}>
      <nav className={frame.nav} aria-label={t('shell:nav.label')}>
        <Link to={home} className={styles.brand}>
          {t('shell:brand')}
        </Link>
        <div className={styles.menus}>
          {model.investor?.kind === 'menu' ? (
            <MenuDisclosure label={t('shell:nav.investing')} items={model.investor.items} />
          ) : null}
          {model.investor?.kind === 'start' ? (
            <Link className={styles.link} to={model.investor.item.to}>
              {t('shell:nav.startInvesting')}
            </Link>
          ) : null}
          {model.borrower ? (
            <MenuDisclosure label={t('shell:nav.borrowing')} items={model.borrower} />
          ) : null}
          {model.companies ? (
            <MenuDisclosure label={t('shell:nav.companies')} items={model.companies} />
          ) : null}
        </div>
        <div className={styles.end}>
          {model.profileLink ? (
            <NavLink className={styles.link} to={PATHS.profile}>
              {t('shell:nav.profile')}
            </NavLink>
          ) : null}
          {model.loginLinks ? (
            <>
              <NavLink className={styles.link} to={PATHS.login}>
                {t('shell:nav.login')}
              </NavLink>
              <NavLink className={styles.strong} to={PATHS.register}>
                {t('shell:nav.register')}
              </NavLink>
            </>
          ) : null}
          <LanguageSwitcher />
          {model.logout ? (
            <button type="button" className={buttons.ghost} onClick={() => void logout()}>
              {t('shell:nav.logout')}
            </button>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
