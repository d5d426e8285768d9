import type { RouteObject } from 'react-router-dom';
import { DashboardPage } from './DashboardPage.tsx';

export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  element: <DashboardPage />,
  handle: { titleKey: 'pageTitle:dashboard' },
};
