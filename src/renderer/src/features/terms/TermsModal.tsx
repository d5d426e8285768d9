import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { languageAtom } from '../../state/atoms.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import styles from './TermsModal.module.css';
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
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement;
    dialog.current?.focus();
    return () => {
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>
          {t(variant === 'terms' ? 'terms:modal.titleTerms' : 'terms:modal.titlePriceList')}
        </h2>
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
      </div>
    </div>
  );
}
