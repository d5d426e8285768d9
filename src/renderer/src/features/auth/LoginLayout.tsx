import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { otherLoginMethods } from './login-methods.ts';
import { PATHS } from '../../navigation/paths.ts';
import layout from '../../ui/layout.module.css';
import styles from './auth.module.css';

/** The login card: heading, the current method's form, and links to the other methods. */
export function LoginLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const broker = pathname.startsWith(PATHS.loginBank) && search.has('blaId');
  const others = otherLoginMethods(pathname, broker);
  return (
    <section className={layout.narrow}>
      <h1>{t(broker ? 'auth:headingBroker' : 'auth:heading')}</h1>
      <div className={layout.card}>
        <Outlet />
      </div>
      {others.length > 0 ? (
        <nav className={styles.others} aria-label={t('auth:methods.label')}>
          <ul>
            {others.map((method) => (
              <li key={method.method}>
                <Link to={method.to}>{t(method.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
