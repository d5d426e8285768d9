import { act, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { KPIS_PATH, portfolioApi, SIGNED_INVESTOR } from './test-portfolio.ts';

// The background render after the first commit, held until the test lets it happen.
const deferred = vi.hoisted(() => {
  let mounted = false;
  const listeners = new Set<() => void>();
  return {
    mounted: () => mounted,
    mount: () => {
      mounted = true;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('../../ui/use-deferred-mount.ts', () => ({
  useDeferredMount: () => useSyncExternalStore(deferred.subscribe, deferred.mounted),
}));

describe('the portfolio page’s sections below the first screen', () => {
  it('do not ask again for figures that came before they mounted', async () => {
    const api = portfolioApi();
    await renderApp({
      path: '/dashboard/investor/fair-credit-portfolio/en',
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api,
    });
    const kpiRequests = () => api.requests.filter((request) => request.path === KPIS_PATH);
    await waitFor(() =>
      expect(document.getElementById('portfolio')?.textContent).toContain('Portfolio value'),
    );
    expect(document.getElementById('withdraw')).toBeNull();
    act(() => deferred.mount());
    await waitFor(() => expect(document.getElementById('withdraw')).not.toBeNull());
    await waitFor(() => expect(document.getElementById('withdraw')?.textContent).toMatch(/€/));
    expect(kpiRequests()).toHaveLength(1);
  });
});
