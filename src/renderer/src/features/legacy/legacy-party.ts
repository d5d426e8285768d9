import type { TFunction } from 'i18next';

/**
 * The kinds of party a legacy transaction runs between (From.Type, To.Type). The spec names the
 * field, not its values: these are the ones the client has names for; any other is shown as sent.
 */
export const LEGACY_PARTY_TYPES = ['INVESTOR', 'LOAN', 'BANK', 'SERVICE', 'NEW_PORTFOLIO'] as const;
type LegacyPartyType = (typeof LEGACY_PARTY_TYPES)[number];

const isKnownParty = (type: string): type is LegacyPartyType =>
  (LEGACY_PARTY_TYPES as readonly string[]).includes(type);

/** A party kind's name in the interface language, or its code when the client has none. */
export function legacyPartyLabel(t: TFunction, type: string): string {
  const code = type.trim().toUpperCase();
  return isKnownParty(code) ? t(`legacy:parties.${code}`) : type;
}
