import { describe, expect, it } from 'vitest';
import { affiliateFromPath, NO_AFFILIATE } from './affiliate.ts';

describe('affiliateFromPath', () => {
  it.each([
    [null, NO_AFFILIATE],
    ['/borrower/onboarding', NO_AFFILIATE],
    [
      '/borrower/onboarding?loanAmount=5000&term=24&at_gd=ABC123',
      {
        affiliate_name: 'adtraction',
        unique_affiliate_id: 'ABC123',
        campaign: 'ABC123',
        utm_source: null,
        utm_medium: null,
      },
    ],
    [
      '/borrower/onboarding?r=R-77&utm_campaign=smart_response_main&utm_source=sr&utm_medium=email',
      {
        affiliate_name: 'smartresponse',
        unique_affiliate_id: 'R-77',
        campaign: 'smart_response_main',
        utm_source: 'sr',
        utm_medium: 'email',
      },
    ],
    [
      '/x?utm_campaign=spring&r=9',
      {
        affiliate_name: 'adtraction',
        unique_affiliate_id: '9',
        campaign: 'spring',
        utm_source: null,
        utm_medium: null,
      },
    ],
    [
      // at_gd wins over r and utm_campaign.
      '/x?at_gd=G&r=R&utm_campaign=smart_response_main',
      {
        affiliate_name: 'adtraction',
        unique_affiliate_id: 'G',
        campaign: 'G',
        utm_source: null,
        utm_medium: null,
      },
    ],
    ['/x?r=only-code', { ...NO_AFFILIATE, unique_affiliate_id: 'only-code' }],
    ['/x?at_gd=&utm_campaign=', NO_AFFILIATE],
  ])('%s', (path, expected) => {
    expect(affiliateFromPath(path)).toEqual(expected);
  });
});
