import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { EXTERNAL_LINKS } from '../../../../shared/external-links.ts';

/** On login and register paths the footer shrinks to a contact link. */
export function isCompactFooterPath(pathname: string): boolean {
  return /^\/(login|register)(\/|$)/.test(pathname);
}

export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const compact = isCompactFooterPath(pathname);
  return (
    <footer className="footer">
      <nav aria-label={t('shell:footer.label')}>
        <ul className="footer__links">
          {compact ? null : (
            <>
              <li>
                <ExternalLink href={EXTERNAL_LINKS.privacyPolicy}>
                  {t('shell:footer.privacyPolicy')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={EXTERNAL_LINKS.consumerInformation}>
                  {t('shell:footer.consumerInformation')}
                </ExternalLink>
              </li>
            </>
          )}
          <li>
            <ExternalLink href={EXTERNAL_LINKS.contactUs}>
              {t('shell:footer.contactUs')}
            </ExternalLink>
          </li>
          {compact ? null : (
            <>
              <li>
                <ExternalLink href={EXTERNAL_LINKS.facebook}>
                  {t('shell:footer.facebook')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={EXTERNAL_LINKS.linkedIn}>
                  {t('shell:footer.linkedIn')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={EXTERNAL_LINKS.instagram}>
                  {t('shell:footer.instagram')}
                </ExternalLink>
              </li>
            </>
          )}
        </ul>
      </nav>
      {compact ? null : <p className="footer__note">{t('shell:footer.intermediary')}</p>}
    </footer>
  );
}
