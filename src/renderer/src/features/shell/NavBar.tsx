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

export function NavBar() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  const flags = useProfileFlags();
  const { pathname } = useLocation();
  const logout = useLogout();
  const model = navModel(session, flags, pathname);
  const home = session.kind === 'legacy' ? PATHS.restricted(session.role) : PATHS.dashboard;

  return (
    <header className="topbar">
      <nav className="topbar__nav" aria-label={t('shell:nav.label')}>
        <Link to={home} className="topbar__brand">
          {t('shell:brand')}
        </Link>
        <div className="topbar__menus">
          {model.investor?.kind === 'menu' ? (
            <MenuDisclosure label={t('shell:nav.investing')} items={model.investor.items} />
          ) : null}
          {model.investor?.kind === 'start' ? (
            <Link className="topbar__link" to={model.investor.item.to}>
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
        <div className="topbar__end">
          {model.profileLink ? (
            <NavLink className="topbar__link" to={PATHS.profile}>
              {t('shell:nav.profile')}
            </NavLink>
          ) : null}
          {model.loginLinks ? (
            <>
              <NavLink className="topbar__link" to={PATHS.login}>
                {t('shell:nav.login')}
              </NavLink>
              <NavLink className="topbar__link topbar__link--strong" to={PATHS.register}>
                {t('shell:nav.register')}
              </NavLink>
            </>
          ) : null}
          <LanguageSwitcher />
          {model.logout ? (
            <button type="button" className="button button--ghost" onClick={() => void logout()}>
              {t('shell:nav.logout')}
            </button>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
