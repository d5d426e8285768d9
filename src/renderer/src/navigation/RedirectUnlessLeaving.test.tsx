import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RedirectUnlessLeaving } from './RedirectUnlessLeaving.tsx';

/**
 * A start page that redirects to /elsewhere once its data has come (`dataCome`), and a page whose
 * screen loads when told to (`arrive`).
 */
function routerWithLateRedirect() {
  let come = false;
  const listeners = new Set<() => void>();
  const dataCome = () => {
    come = true;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Start() {
    const hasData = useSyncExternalStore(subscribe, () => come);
    return hasData ? <RedirectUnlessLeaving to="/elsewhere" /> : <p>start</p>;
  }
  let arrive = (): void => undefined;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    { path: '/', element: <Start /> },
    { path: '/elsewhere', element: <p>elsewhere</p> },
    {
      path: '/slow',
      lazy: async () => {
        await loaded;
        return { element: <p>slow page</p> };
      },
    },
  ]);
  return { router, dataCome, arrive };
}

describe('RedirectUnlessLeaving', () => {
  it('redirects when the user is going nowhere else', async () => {
    const { router, dataCome } = routerWithLateRedirect();
    render(<RouterProvider router={router} />);
    act(dataCome);
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not overtake a navigation the user started before the redirect was decided', async () => {
    const { router, dataCome, arrive } = routerWithLateRedirect();
    render(<RouterProvider router={router} />);
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate('/slow');
    });
    expect(router.state.navigation.state).toBe('loading');
    act(dataCome);
    arrive();
    await act(() => navigated);
    expect(await screen.findByText('slow page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/slow');
  });
});
