import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { languageAtom } from '../../state/atoms.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { Modal } from '../../ui/modal/Modal.tsx';
import styles from './terms.module.css';
import { termsLinks } from './terms-links.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

export type TermsVariant = 'terms' | 'terms-and-price-list';

/** What the bank choice hands to its modal sub-routes. */
export interface TermsModalContext {
  accept: (variant: TermsVariant) => void;
  close: () => void;
}

/**
 * The terms sub-routes (…/terms-and-conditions, …/terms-and-conditions-and-price-list): a modal
 * with the general terms, privacy policy and price list for the user's language. ACCEPT ticks
 * the terms and goes back; closing goes back.
 */
export function TermsModal({ variant }: { variant: TermsVariant }) {
  const { t } = useTranslation();
  const { accept, close } = useOutletContext<TermsModalContext>();
  const language = useAtomValue(languageAtom);
  const links = termsLinks(language);

  return (
    <Modal
      title={t(variant === 'terms' ? 'terms:modal.titleTerms' : 'terms:modal.titlePriceList')}
      onClose={close}
    >
      <p>{t('terms:modal.intro')}</p>
      <ul className={styles.documents}>
        <li>
          <ExternalLink href={links.terms}>{t('terms:modal.terms')}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.privacyPolicy}>{t('terms:modal.privacyPolicy')}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.priceList}>{t('terms:modal.priceList')}</ExternalLink>
        </li>
      </ul>
      <div className={layout.actions}>
        <button type="button" className={buttons.primary} onClick={() => accept(variant)}>
          {t('terms:modal.accept')}
        </button>
        <button type="button" className={buttons.secondary} onClick={close}>
          {t('terms:modal.close')}
        </button>
      </div>
    </Modal>
  );
}
