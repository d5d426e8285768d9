import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGNING_RIGHT } from '#shared/domain/signing-right.ts';
import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { signingRightQuery } from '../investor-deposit/index.ts';

/**
 * A representative who signs only jointly with others is sent to customer service (investor.md
 * §4 Autoinvest, §6): the signing-right status is fetched for the company's business code.
 */
export function JointSigningNotice({ businessCode }: { businessCode: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const status = useQuery(signingRightQuery(api, businessCode));
  if (status.data?.status !== SIGNING_RIGHT.jointly) return null;
  return (
    <Alert tone="warning">
      <p>{t('company:joint.text')}</p>
      <ExternalLink href={EXTERNAL_LINKS.contactUs}>{t('company:joint.contact')}</ExternalLink>
    </Alert>
  );
}
