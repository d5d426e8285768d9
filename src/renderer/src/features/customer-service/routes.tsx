import type { RouteObject } from 'react-router-dom';
import { CustomerServicePage } from './CustomerServicePage.tsx';

export const customerServiceRoute: RouteObject = {
  path: 'customer-service',
  element: <CustomerServicePage />,
  handle: { titleKey: 'pageTitle:customerService' },
};
