import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ToastRegion } from '../../ui/ToastRegion.tsx';
import { NoticeBanner } from '../notices/index.ts';
import { SessionTimeout } from '../session-timeout/index.ts';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useLogout } from './use-logout.ts';

export function RootLayout() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('shell:skipToContent')}
      </a>
      <NavBar />
      <NoticeBanner />
      <OfflineBanner />
      <main className="app__main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastRegion />
      <SessionTimeout signOut={logout} />
    </div>
  );
}
