import type { RouteObject } from 'react-router-dom';
import { ProfilePage } from './ProfilePage.tsx';

export const profileRoute: RouteObject = {
  path: 'dashboard/profile',
  element: <ProfilePage />,
  handle: { titleKey: 'pageTitle:profile' },
};
