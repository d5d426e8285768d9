import { describe, expect, it } from 'vitest';
import { withdrawRoute } from './index.ts';
import { investorPortfolioRoute } from '../portfolio/index.ts';

describe('the withdraw route', () => {
  it('is the `withdraw` child of the fair-credit portfolio, even when this feature loads first', () => {
    expect(withdrawRoute.path).toBe('withdraw');
    const portfolio = investorPortfolioRoute.children?.find(
      (route) => route.path === 'fair-credit-portfolio',
    );
    expect(portfolio?.children).toEqual([withdrawRoute]);
  });
});
