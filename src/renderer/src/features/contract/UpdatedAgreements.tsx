import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { useProfile } from '../profile/index.ts';
import { investorAgreementsQuery } from './queries.ts';
import { skipSignedAgreementsAtom } from './skip-signed-agreements.ts';
import { contractToSign } from './unsigned-deposit.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * On the person's portfolio: when the agreements' status says the investor contract has a newer
 * version than the one signed, a card asks to sign it (the contract page) or to skip, which sets
 * the skip-signed-agreements flag to 1 for the user so that the card does not come back. Nothing
 * shows while the status is unknown or failed: the portfolio does not depend on it.
 */
export function UpdatedAgreements() {
  const { t } = useTranslation();
  const { api } = useServices();
  const profile = useProfile();
  const agreements = useQuery(investorAgreementsQuery(api));
  const [skipped, setSkipped] = useAtom(skipSignedAgreementsAtom);
  const userId = profile.data?.id;
  if (!profile.data || userId === undefined || !agreements.data) return null;
  // Only the re-signing of a signed contract: an unsigned deposit is onboarding's business.
  if (profile.data.deposits.some((d) => !d.has_signed_contract)) return null;
  if (contractToSign(profile.data, agreements.data) === null) return null;
  if (skipped?.[String(userId)] === 1) return null;
  return (
    <section className={layout.card} aria-label={t('contract:updated.title')}>
      <h2>{t('contract:updated.title')}</h2>
      <p>{t('contract:updated.text')}</p>
      <div className={layout.actions}>
        <Link className={buttons.primary} to={PATHS.investorContract}>
          {t('contract:updated.sign')}
        </Link>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => setSkipped({ ...skipped, [String(userId)]: 1 })}
        >
          {t('contract:updated.skip')}
        </button>
      </div>
    </section>
  );
}
