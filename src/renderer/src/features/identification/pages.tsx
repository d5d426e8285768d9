import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthGoal } from '#shared/api/identity.ts';
import { registrationAtom } from '../../state/identity.ts';
import { BankChoice, IdentityReturnError } from '../bank-login/index.ts';
import { FLOW_PATHS, type RegistrationFlow } from './flow.ts';
import { VerifyPhoneForm } from './VerifyPhoneForm.tsx';
import layout from '../../ui/layout.module.css';

/**
 * The bank identification card of either flow: the bank choice with the flow's goal, and the
 * error a failed identification returned with (`?error=`).
 */
export function IdentificationCard({
  flow,
  goal,
  title,
  children,
}: {
  flow: RegistrationFlow;
  goal: AuthGoal;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={layout.card}>
      <BankChoice goal={goal} blaId={null} title={title} basePath={FLOW_PATHS[flow].identification}>
        {children}
        <IdentityReturnError />
      </BankChoice>
    </div>
  );
}

/** The phone-verification page of either flow (guard: the details were posted). */
export function VerifyPhonePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const registration = useAtomValue(registrationAtom);
  if (!registration) return null;
  return (
    <section className={layout.narrow}>
      <h1>{t(titleKey)}</h1>
      <div className={layout.card}>
        <VerifyPhoneForm registration={registration} />
      </div>
    </section>
  );
}
