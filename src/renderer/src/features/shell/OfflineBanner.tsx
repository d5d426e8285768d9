import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/app-services.ts';
import { gatewayUnreachableAtom } from '../../state/atoms.ts';
import buttons from '../../ui/button.module.css';
import banner from '../../ui/banner.module.css';

/**
 * One banner for the whole app while the gateway cannot be reached. The live region stays in the
 * page so that its text is announced when it appears; retries run with backoff meanwhile.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { gateway } = useServices();
  const unreachable = useAtomValue(gatewayUnreachableAtom);
  return (
    <div role="status" aria-label={t('shell:offline.label')}>
      {unreachable ? (
        <div className={banner.row}>
          <p className={banner.text}>
            {t('shell:offline.message')} {t('shell:offline.retrying')}
          </p>
          <button type="button" className={buttons.plain} onClick={() => gateway.retryNow()}>
            {t('shell:offline.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
