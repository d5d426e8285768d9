import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens.ts');

export const customerServiceRoute: RouteObject = {
  path: 'customer-service',
  lazy: () => screens().then((s) => ({ element: <s.CustomerServicePage /> })),
  handle: { titleKey: 'pageTitle:customerService' },
};
