import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ToastRegion } from '../../ui/ToastRegion.tsx';
import { NoticeBanner } from '../notices/index.ts';
import { SessionTimeout } from '../session-timeout/index.ts';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useLogout } from './use-logout.ts';
import frame from '../../ui/frame.module.css';
import styles from './shell.module.css';

export function RootLayout() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className={frame.app}>
      <a className={styles.skipLink} href="#main">
        {t('shell:skipToContent')}
      </a>
      <NavBar />
      <NoticeBanner />
      <OfflineBanner />
      <main className={frame.main} id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ToastRegion />
      <SessionTimeout signOut={logout} />
    </div>
  );
}
