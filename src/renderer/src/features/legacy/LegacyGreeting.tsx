import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import type { GreetingOffer } from './portfolio-owner.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

/**
 * The dashboard's opening: the greeting with, when the user may move to the new service, the
 * start-investing panel leading to investor onboarding; otherwise the greeting alone.
 */
export function LegacyGreeting({
  firstName,
  offer,
  headingId,
}: {
  firstName: string;
  offer: GreetingOffer;
  headingId: string;
}) {
  const { t } = useTranslation();
  return (
    <header>
      <h1 id={headingId}>{t('legacy:greeting', { name: firstName })}</h1>
      <p>{t('legacy:investorIntro')}</p>
      {offer === 'start-investing' ? (
        <section className={layout.card} aria-label={t('legacy:startInvesting.title')}>
          <h2>{t('legacy:startInvesting.title')}</h2>
          <p>{t('legacy:startInvesting.text')}</p>
          <Link className={buttons.primary} to={PATHS.investorOnboarding}>
            {t('legacy:startInvesting.link')}
          </Link>
        </section>
      ) : null}
    </header>
  );
}
