import { act, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MenuDisclosure } from './MenuDisclosure.tsx';

const ITEMS = [{ label: { text: 'Portfolio' }, to: '/portfolio' }];

/** A layout with the menu over a start page and a page whose screen loads when told to. */
function routerWithSlowPage() {
  let arrive = (): void => undefined;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([
    {
      element: (
        <>
          <MenuDisclosure label="Investing" items={ITEMS} />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <p>start</p> },
        {
          path: '/slow',
          lazy: async () => {
            await loaded;
            return { element: <p>slow page</p> };
          },
        },
        { path: '/portfolio', element: <p>portfolio</p> },
      ],
    },
  ]);
  return { router, arrive };
}

const button = () => screen.getByRole('button', { name: 'Investing' });
const expanded = () => button().getAttribute('aria-expanded');

describe('MenuDisclosure', () => {
  it('closes when the user goes somewhere else', async () => {
    const { router } = routerWithSlowPage();
    render(<RouterProvider router={router} />);
    fireEvent.click(button());
    expect(expanded()).toBe('true');
    await act(() => router.navigate('/portfolio'));
    expect(expanded()).toBe('false');
  });

  it('stays open when it was opened while a navigation was still on its way', async () => {
    const { router, arrive } = routerWithSlowPage();
    render(<RouterProvider router={router} />);
    let navigated: Promise<void> = Promise.resolve();
    act(() => {
      navigated = router.navigate('/slow');
    });
    expect(router.state.navigation.state).toBe('loading');
    fireEvent.click(button());
    expect(expanded()).toBe('true');
    arrive();
    await act(() => navigated);
    await screen.findByText('slow page');
    expect(expanded()).toBe('true');
    // Found by its role: not hidden.
    expect(screen.getByRole('link', { name: 'Portfolio' }).getAttribute('href')).toBe('/portfolio');
  });
});
