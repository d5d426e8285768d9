import { EXTERNAL_LINKS } from '#shared/external-links.ts';
import type { AppLanguage } from '#shared/languages.ts';

export interface TermsLinks {
  terms: string;
  privacyPolicy: string;
  priceList: string;
}

const BY_LANGUAGE: Record<'fi' | 'en' | 'se', TermsLinks> = {
  fi: {
    terms: EXTERNAL_LINKS.termsFi,
    privacyPolicy: EXTERNAL_LINKS.privacyPolicy,
    priceList: EXTERNAL_LINKS.priceListFi,
  },
  en: {
    terms: EXTERNAL_LINKS.termsEn,
    privacyPolicy: EXTERNAL_LINKS.privacyPolicyEn,
    priceList: EXTERNAL_LINKS.priceListEn,
  },
  se: {
    terms: EXTERNAL_LINKS.termsSe,
    privacyPolicy: EXTERNAL_LINKS.privacyPolicySe,
    priceList: EXTERNAL_LINKS.priceListSe,
  },
};

/** The terms modal's documents: fi, en and se exist; other languages (de) get English. */
export function termsLinks(language: AppLanguage): TermsLinks {
  if (language === 'fi') return BY_LANGUAGE.fi;
  if (language === 'sv') return BY_LANGUAGE.se;
  return BY_LANGUAGE.en;
}
