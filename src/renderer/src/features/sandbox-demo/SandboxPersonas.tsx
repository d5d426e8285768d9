import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/app-services.ts';
import { personasQuery } from './api.ts';
import styles from './sandbox-demo.module.css';

/**
 * On the embedded sandbox only: the personas a demo or a new developer can log in as.
 * Picking one fills the phone number.
 */
export function SandboxPersonas({ onPick }: { onPick: (phone: string) => void }) {
  const { t } = useTranslation();
  const { api, settings } = useServices();
  const personas = useQuery({ ...personasQuery(api), enabled: settings.sandbox });
  if (!settings.sandbox || !personas.data) return null;
  return (
    <details className={styles.demo}>
      <summary>{t('sandbox:personas.title')}</summary>
      <p>{t('sandbox:personas.intro')}</p>
      <ul className={styles.list}>
        {personas.data.map((persona) => (
          <li key={persona.id}>
            <button
              type="button"
              className={styles.persona}
              onClick={() => onPick(persona.phone ?? '')}
            >
              {t('sandbox:personas.use', { name: `${persona.first_name} ${persona.last_name}` })}
            </button>
            <span className={styles.meta}>
              {persona.role} · {persona.phone} · {persona.description}
            </span>
            {persona.trade_register?.map((company) => (
              <span key={company.business_code} className={styles.meta}>
                {t('sandbox:personas.tradeRegister', {
                  name: company.name,
                  code: company.business_code,
                  right: t(`sandbox:personas.signingRight.${company.signing_right}`),
                })}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </details>
  );
}
