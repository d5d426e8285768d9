import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pathOf, renderApp } from '../test/render-app.tsx';

describe('RouteEffects', () => {
  it('scrolls to the top on navigation, except to investor dashboard paths', async () => {
    const deposit = { mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2025-01-01' };
    const profile = { deposits: [deposit] };
    const app = await renderApp({ path: '/dashboard', vault: 'user', profile });
    const scrollTo = vi.mocked(window.scrollTo);

    const visit = async (path: string) => {
      scrollTo.mockClear();
      await act(() => app.router.navigate(path));
      expect(pathOf(app)).toBe(path);
    };

    await visit('/dashboard/profile');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await visit('/dashboard/investor');
    expect(scrollTo).not.toHaveBeenCalled();
    await visit('/dashboard/company/12');
    expect(scrollTo).not.toHaveBeenCalled();
    await visit('/dashboard/profile');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
