import type { RouteObject } from 'react-router-dom';
import { termsModalRoutes } from '../terms/routes.tsx';

const screens = () => import('./screens.ts');

/**
 * /onboarding/investor/contract with its terms modals, for a deposit still unsigned (a child of
 * /onboarding/investor, inside its signed-in zone).
 */
export const investorContractRoute: RouteObject = {
  lazy: () => screens().then((s) => ({ element: <s.RequiresUnsignedDeposit /> })),
  children: [
    {
      path: 'contract',
      lazy: () => screens().then((s) => ({ element: <s.ContractPage /> })),
      handle: { titleKey: 'pageTitle:investorContract' },
      children: termsModalRoutes,
    },
  ],
};
