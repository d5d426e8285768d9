import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { preloadMatchedRoutes } from './preload-screen.ts';

function table() {
  const screens = {
    frame: vi.fn(() => Promise.resolve({})),
    portfolio: vi.fn(() => Promise.resolve({})),
    profile: vi.fn(() => Promise.resolve({})),
  };
  const routes: RouteObject[] = [
    {
      path: '/',
      lazy: screens.frame,
      children: [
        { path: 'dashboard/investor/fair-credit-portfolio', lazy: screens.portfolio },
        { path: 'profile', lazy: screens.profile },
      ],
    },
  ];
  return { routes, screens };
}

describe('preloadMatchedRoutes', () => {
  it('loads the screens of the routes the path matches, and no others', () => {
    const { routes, screens } = table();
    preloadMatchedRoutes(routes, '/dashboard/investor/fair-credit-portfolio');
    expect(screens.frame).toHaveBeenCalledOnce();
    expect(screens.portfolio).toHaveBeenCalledOnce();
    expect(screens.profile).not.toHaveBeenCalled();
  });

  it('matches the path without its locale suffix', () => {
    const { routes, screens } = table();
    preloadMatchedRoutes(routes, '/profile/en');
    expect(screens.profile).toHaveBeenCalledOnce();
  });

  it('leaves a failed load to the router, without an unhandled rejection', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('chunk missing')));
    preloadMatchedRoutes([{ path: '/profile', lazy: failing }], '/profile');
    await Promise.resolve();
    expect(failing).toHaveBeenCalledOnce();
  });
});
