import type { RouteObject } from 'react-router-dom';
import { termsModalRoutes } from '../terms/index.ts';
import { ContractPage } from './ContractPage.tsx';
import { RequiresUnsignedDeposit } from './guard.tsx';

/** /onboarding/investor/contract with its terms modals, for a user with an unsigned deposit. */
export const investorContractRoute: RouteObject = {
  element: <RequiresUnsignedDeposit />,
  children: [{ path: 'contract', element: <ContractPage />, children: termsModalRoutes }],
};
