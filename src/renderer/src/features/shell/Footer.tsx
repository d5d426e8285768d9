import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import styles from './shell.module.css';

/** On login and register paths the footer shrinks to a contact link. */
export function isCompactFooterPath(pathname: string): boolean {
  return /^\/(login|register)(\/|$)/.test(pathname);
}

/** contactUs leads to the app's own customer-service page; the others to the web. */
type FooterLink =
  'privacyPolicy' | 'consumerInformation' | 'contactUs' | 'facebook' | 'linkedIn' | 'instagram';

const FULL_FOOTER: readonly FooterLink[] = [
  'privacyPolicy',
  'consumerInformation',
  'contactUs',
  'facebook',
  'linkedIn',
  'instagram',
];
const COMPACT_FOOTER: readonly FooterLink[] = ['contactUs'];

/** The contact link's id, on every page: Help → Customer service brings the focus to it. */
export const CONTACT_US_ID = 'contact-us';

export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const compact = isCompactFooterPath(pathname);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('shell:footer.label')}>
        <ul className={styles.footerLinks}>
          {(compact ? COMPACT_FOOTER : FULL_FOOTER).map((link) => (
            <li key={link}>
              {link === 'contactUs' ? (
                <Link to="/customer-service" id={CONTACT_US_ID}>
                  {t('shell:footer.contactUs')}
                </Link>
              ) : (
                <ExternalLink href={EXTERNAL_LINKS[link]}>{t(`shell:footer.${link}`)}</ExternalLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {compact ? null : <p className={styles.footerNote}>{t('shell:footer.intermediary')}</p>}
    </footer>
  );
}
