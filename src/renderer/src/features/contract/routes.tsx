import type { RouteObject } from 'react-router-dom';
import { RequiresAcceptedTerms } from '../../app/guards/RequiresAcceptedTerms.tsx';
import { RequiresLogin } from '../../app/guards/RequiresLogin.tsx';
import { termsModalRoutes } from '../terms/index.ts';
import { ContractPage } from './ContractPage.tsx';
import { RequiresUnsignedDeposit } from './guard.tsx';

/**
 * /onboarding/investor/contract with its terms modals: signed in, with the latest terms accepted
 * and a deposit still unsigned.
 */
export const investorContractRoute: RouteObject = {
  element: <RequiresLogin />,
  children: [
    {
      element: <RequiresAcceptedTerms />,
      children: [
        {
          element: <RequiresUnsignedDeposit />,
          children: [{ path: 'contract', element: <ContractPage />, children: termsModalRoutes }],
        },
      ],
    },
  ],
};
