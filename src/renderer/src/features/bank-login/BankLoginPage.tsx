import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { postLoginRedirectAtom } from '../../state/atoms.ts';
import { brokerAtom } from '../../state/identity.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BankChoice } from './BankChoice.tsx';
import { BrokerOffer } from './BrokerOffer.tsx';
import { cartEventFor, trackCartEvent } from './cart-event.ts';

/** The return errors of the identity callback (`?error=`). */
export function IdentityReturnError() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const error = search.get('error');
  if (error === 'user-does-not-exists') return <Alert>{t('errors:userDoesNotExist')}</Alert>;
  if (error === 'sca-auth-failed') return <Alert>{t('errors:scaAuthFailed')}</Alert>;
  if (error === 'identification-failed') return <Alert>{t('errors:identificationFailed')}</Alert>;
  return null;
}

/**
 * /login/bank: strong identification with bank credentials (goal `login`). With `blaId` (and
 * optionally `fromBroker`) in the query it is the broker variant: the broker wording, the
 * application is remembered for the session and its offer is fetched.
 */
export function BankLoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const blaId = search.get('blaId') || null;
  const fromBroker = search.get('fromBroker');
  const [broker, setBroker] = useAtom(brokerAtom);
  const storedPath = useAtomValue(postLoginRedirectAtom);

  useEffect(() => {
    if (blaId !== null && (broker?.blaId !== blaId || broker.fromBroker !== fromBroker)) {
      setBroker({ blaId, fromBroker });
    }
  }, [blaId, fromBroker, broker, setBroker]);

  const tracked = useRef(false);
  useEffect(() => {
    const event = cartEventFor(storedPath);
    if (event && !tracked.current) {
      tracked.current = true;
      trackCartEvent(event);
    }
  }, [storedPath]);

  return (
    <BankChoice
      goal="login"
      blaId={blaId}
      title={t(blaId ? 'bank:titleBroker' : 'bank:title')}
      basePath="/login/bank"
    >
      <IdentityReturnError />
      {blaId ? <BrokerOffer blaId={blaId} /> : null}
    </BankChoice>
  );
}
