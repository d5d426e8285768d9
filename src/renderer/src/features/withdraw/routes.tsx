import type { RouteObject } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * `withdraw` under a fair-credit portfolio (PATHS.investorWithdraw, PATHS.companyWithdraw(id)):
 * the confirm dialog over the portfolio page, whose #withdraw section hands it the amount.
 */
export const withdrawRoute: RouteObject = { path: 'withdraw', element: <ConfirmDialog /> };
