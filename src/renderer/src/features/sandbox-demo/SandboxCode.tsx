import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/app-services.ts';
import { latestCodeQuery } from './api.ts';
import styles from './sandbox-demo.module.css';

/** On the embedded sandbox only: the code its simulated SMS service delivered to the phone. */
export function SandboxCode({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const { api, settings } = useServices();
  const code = useQuery({ ...latestCodeQuery(api, phone), enabled: settings.sandbox });
  if (!settings.sandbox || !code.data) return null;
  return (
    <p className={styles.demo} role="note" aria-label={t('sandbox:sms.label')}>
      {t('sandbox:sms.code', { phone, code: code.data })}
    </p>
  );
}
