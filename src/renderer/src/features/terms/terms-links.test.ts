import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import { termsLinks } from './terms-links.ts';

describe('termsLinks', () => {
  it('gives the Finnish, Swedish and English documents to their readers', () => {
    expect(termsLinks('fi')).toEqual({
      terms: EXTERNAL_LINKS.termsFi,
      privacyPolicy: EXTERNAL_LINKS.privacyPolicy,
      priceList: EXTERNAL_LINKS.priceListFi,
    });
    expect(termsLinks('sv')).toEqual({
      terms: EXTERNAL_LINKS.termsSe,
      privacyPolicy: EXTERNAL_LINKS.privacyPolicySe,
      priceList: EXTERNAL_LINKS.priceListSe,
    });
    expect(termsLinks('en')).toEqual({
      terms: EXTERNAL_LINKS.termsEn,
      privacyPolicy: EXTERNAL_LINKS.privacyPolicyEn,
      priceList: EXTERNAL_LINKS.priceListEn,
    });
  });

  it('falls back to English for German readers', () => {
    expect(termsLinks('de')).toEqual(termsLinks('en'));
  });
});
