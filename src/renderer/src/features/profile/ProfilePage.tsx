import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserProfile } from '#shared/api/user.ts';
import { documentApi } from '#shared/api/documents.ts';
import { endpointPath } from '#shared/api/endpoint.ts';
import { languageAtom } from '../../state/atoms.ts';
import { countryOptions } from '../../ui/country-options.ts';
import { ConsentSection } from './ConsentSection.tsx';
import { DiagnosticsSection } from './DiagnosticsSection.tsx';
import { DocumentList, type ProfileDocument } from './DocumentList.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { ThemeSection } from './ThemeSection.tsx';
import { canAddCompany, profileFlags } from './profile-flags.ts';
import { useProfile } from './queries.ts';
import styles from './profile.module.css';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { useFileSave } from '../../ui/file-save/index.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

function pdfName(type: string, createdAt: string): string {
  return `${type}_${createdAt.slice(0, 10)}.pdf`;
}

export function userDocuments(profile: UserProfile): ProfileDocument[] {
  return profile.user_documents.map((doc) => ({
    key: `user-${doc.id}`,
    type: doc.document.type,
    createdAt: doc.created_at,
    request: {
      kind: 'pdf',
      apiPath: endpointPath(documentApi.download, { id: doc.id }),
      suggestedName: pdfName(doc.document.type, doc.created_at),
    },
  }));
}

export function companyDocuments(company: UserProfile['companies'][number]): ProfileDocument[] {
  return company.company_documents.map((doc) => ({
    key: `company-${company.id}-${doc.id}`,
    type: doc.document.type,
    createdAt: doc.created_at,
    request: {
      kind: 'pdf',
      apiPath: endpointPath(documentApi.companyDownload, { id: doc.id }),
      suggestedName: pdfName(doc.document.type, doc.created_at),
    },
  }));
}

/**
 * /dashboard/profile: name, address, phone and e-mail; documents to download; marketing
 * consents; the profile language; corporate accounts and adding a company.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const language = useAtomValue(languageAtom);
  const { bridge, session } = useServices();
  // One for the page's saves (both document lists, the diagnostics file): one file at a time.
  const downloads = useFileSave({ downloads: bridge.downloads, endSession: () => session.end() });
  if (!profile.data) return null;
  const data = profile.data;
  const flags = profileFlags(data);
  const name = [data.first_name, data.middle_name, data.last_name].filter(Boolean).join(' ');
  const address = data.address;
  const countryName = (iso: string | null) =>
    iso === null ? null : (countryOptions(language).find((c) => c.iso === iso)?.label ?? iso);
  const addressLines = address
    ? [
        address.line1,
        address.line2,
        [address.postcode, address.city].filter(Boolean).join(' '),
        countryName(address.country),
      ].filter((line): line is string => Boolean(line))
    : [];
  const empty = t('profile:details.notGiven');

  return (
    <section>
      <h1>{t('profile:title')}</h1>
      <section className={`${layout.card} ${styles.section}`} aria-labelledby="profile-details">
        <h2 id="profile-details">{t('profile:details.title')}</h2>
        <dl className={styles.details}>
          <dt>{t('profile:details.name')}</dt>
          <dd>{name}</dd>
          <dt>{t('profile:details.address')}</dt>
          <dd>
            {addressLines.length > 0
              ? addressLines.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))
              : empty}
          </dd>
          <dt>{t('profile:details.phone')}</dt>
          <dd>{data.mobile_phone ?? empty}</dd>
          <dt>{t('profile:details.email')}</dt>
          <dd>{data.email ?? empty}</dd>
        </dl>
      </section>

      <section className={`${layout.card} ${styles.section}`} aria-labelledby="profile-documents">
        <h2 id="profile-documents">{t('profile:documents.title')}</h2>
        <DocumentList documents={userDocuments(data)} downloads={downloads} />
      </section>

      <ConsentSection profile={data} />
      <LanguageSection profile={data} />
      <ThemeSection />
      <DiagnosticsSection saving={downloads} />

      <section className={`${layout.card} ${styles.section}`} aria-labelledby="profile-companies">
        <h2 id="profile-companies">{t('profile:companies.title')}</h2>
        {data.companies.length === 0 ? <p>{t('profile:companies.none')}</p> : null}
        {data.companies.map((company) => (
          <article
            key={company.id}
            className={styles.company}
            aria-labelledby={`company-${company.id}`}
          >
            <h3 id={`company-${company.id}`}>{company.name}</h3>
            <p>{t('profile:companies.businessCode', { code: company.business_code })}</p>
            {company.company_documents.length > 0 ? (
              <DocumentList documents={companyDocuments(company)} downloads={downloads} />
            ) : null}
          </article>
        ))}
        {canAddCompany(flags) ? (
          <Link className={buttons.secondary} to={PATHS.addCompany}>
            {t('profile:companies.add')}
          </Link>
        ) : null}
      </section>

      <p>
        <Link to={PATHS.about}>{t('profile:aboutLink')}</Link>
      </p>
    </section>
  );
}
