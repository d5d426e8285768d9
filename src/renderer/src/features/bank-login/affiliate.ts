/**
 * Affiliate data, taken from the query of the stored post-login path (borrower-and-shared.md
 * §3 "Affiliate"): `at_gd` or `r` is the unique code; `at_gd` or `utm_campaign` the campaign, which names the
 * affiliate: `smart_response_main` is Smart Response, anything else Adtraction.
 */
export interface Affiliate {
  affiliate_name: string | null;
  unique_affiliate_id: string | null;
  campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
}

export const SMART_RESPONSE_CAMPAIGN = 'smart_response_main';

export const NO_AFFILIATE: Affiliate = {
  affiliate_name: null,
  unique_affiliate_id: null,
  campaign: null,
  utm_source: null,
  utm_medium: null,
};

function queryOf(path: string | null | undefined): URLSearchParams | null {
  if (!path) return null;
  try {
    return new URL(path, 'http://app.invalid').searchParams;
  } catch {
    return null;
  }
}

const value = (query: URLSearchParams, name: string): string | null => {
  const found = query.get(name)?.trim();
  return found ? found : null;
};

export function affiliateFromPath(path: string | null | undefined): Affiliate {
  const query = queryOf(path);
  if (!query) return NO_AFFILIATE;
  const atGd = value(query, 'at_gd');
  const campaign = atGd ?? value(query, 'utm_campaign');
  return {
    affiliate_name:
      campaign === null
        ? null
        : campaign === SMART_RESPONSE_CAMPAIGN
          ? 'smartresponse'
          : 'adtraction',
    unique_affiliate_id: atGd ?? value(query, 'r'),
    campaign,
    utm_source: value(query, 'utm_source'),
    utm_medium: value(query, 'utm_medium'),
  };
}
