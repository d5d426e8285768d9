import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { AuthGoal } from '#shared/api/identity.ts';
import { bankTermsForm } from '#shared/domain/validation/registration.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import { Alert } from '../../ui/Alert.tsx';
import { bankLoginKeys, getTermsVersion } from './api.ts';
import { bankLogo, bankNameKey, CHOOSABLE_METHODS } from './bank-methods.ts';
import styles from './BankChoice.module.css';
import type { TermsModalContext, TermsVariant } from '../terms/index.ts';
import { useIdentityRedirect } from './use-identity-redirect.ts';
import buttons from '../../ui/button.module.css';
import { Spinner } from '../../ui/Spinner.tsx';

export interface BankChoiceProps {
  goal: AuthGoal;
  blaId: string | null;
  /** The translated title asking to choose a verification method. */
  title: string;
  /** This page's route; the terms modals are its sub-routes. */
  basePath: string;
  /** Shown between the title and the terms (return errors, the broker's offer). */
  children?: ReactNode;
}

const SUB_ROUTE: Record<TermsVariant, string> = {
  terms: 'terms-and-conditions',
  'terms-and-price-list': 'terms-and-conditions-and-price-list',
};

function openedFromChoice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromChoice' in state;
}

/**
 * The verification-method choice shared by /login/bank, /register/identity-verification and
 * /onboarding/investor/identity-verification: a terms checkbox, one button per bank and the
 * mobile certificate (disabled until the terms are ticked), a loading overlay while the terms
 * version or the redirect load, and the terms modals as sub-routes.
 *
 * The spec's "hidden second checkbox" for investors: `accepted_terms_and_price_list` is a hidden
 * input, ticked only by ACCEPT in the terms-and-price-list modal (which also ticks the visible
 * box). For the investor goal the visible checkbox links to that modal, so an investor accepts
 * the terms together with the price list; unticking the visible box clears both.
 */
export function BankChoice({ goal, blaId, title, basePath, children }: BankChoiceProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [accepted, setAccepted] = useState(false);
  const [acceptedPriceList, setAcceptedPriceList] = useState(false);
  const [touched, setTouched] = useState(false);
  const redirect = useIdentityRedirect(goal, blaId);
  const checkboxId = useId();
  const messageId = `${checkboxId}-message`;
  const terms = useQuery({
    queryKey: bankLoginKeys.termsVersion(),
    queryFn: () => getTermsVersion(api),
    staleTime: 5 * 60_000,
  });

  const variant: TermsVariant = goal === 'investor' ? 'terms-and-price-list' : 'terms';
  const modalLink = {
    pathname: `${basePath}/${SUB_ROUTE[variant]}`,
    search: location.search,
  };
  const back = () => {
    if (openedFromChoice(location.state)) void navigate(-1);
    else void navigate({ pathname: basePath, search: location.search }, { replace: true });
  };
  const modal: TermsModalContext = {
    accept: (accepting) => {
      setAccepted(true);
      if (accepting === 'terms-and-price-list') setAcceptedPriceList(true);
      back();
    },
    close: back,
  };

  const termsCheck = bankTermsForm.safeParse({ accepted_terms: accepted });
  const termsMessage = termsCheck.success
    ? null
    : translateMessage(t, termsCheck.error.issues[0]?.message ?? '');
  const busy = terms.isPending || redirect.status === 'pending';
  const version = terms.data;

  if (redirect.status === 'waiting') {
    return (
      <div className={styles.choice}>
        <h2>{t('bank:waiting.title')}</h2>
        <p role="status">{t('bank:waiting.text')}</p>
        <button type="button" className={buttons.secondary} onClick={redirect.reset}>
          {t('bank:waiting.back')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.choice} aria-busy={busy}>
      <h2>{title}</h2>
      {children}
      <div className={styles.terms}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={accepted}
          aria-describedby={termsMessage ? messageId : undefined}
          aria-invalid={termsMessage && touched ? true : undefined}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (!event.target.checked) setAcceptedPriceList(false);
            setTouched(true);
          }}
        />
        <label htmlFor={checkboxId}>
          <Trans
            t={t}
            i18nKey={
              variant === 'terms' ? 'bank:termsCheckbox.terms' : 'bank:termsCheckbox.priceList'
            }
            components={{ modal: <Link to={modalLink} state={{ fromChoice: true }} /> }}
          />
        </label>
        <input
          type="checkbox"
          name="accepted_terms_and_price_list"
          hidden
          readOnly
          checked={acceptedPriceList}
        />
      </div>
      {termsMessage ? (
        <p
          id={messageId}
          className={touched ? styles.termsError : styles.termsNote}
          role={touched ? 'alert' : undefined}
        >
          {termsMessage}
        </p>
      ) : null}
      {terms.isError ? <Alert>{t(SERVER_ERROR_KEY)}</Alert> : null}
      <ul className={styles.banks} aria-label={t('bank:methodsLabel')}>
        {CHOOSABLE_METHODS.map((method) => {
          const nameKey = bankNameKey(method);
          return (
            <li key={method}>
              <button
                type="button"
                className={styles.bank}
                disabled={!accepted || busy || version === undefined}
                onClick={() => {
                  if (version !== undefined) void redirect.start(method, version);
                }}
              >
                <img src={bankLogo(method)} alt={nameKey ? t(nameKey) : method} />
              </button>
            </li>
          );
        })}
      </ul>
      {busy ? (
        <div className={styles.overlay} role="status" aria-busy="true">
          <Spinner />
          <span>{t('common:loading')}</span>
        </div>
      ) : null}
      <Outlet context={modal} />
    </div>
  );
}
