import { BANK_METHODS, MOBILE_CERTIFICATE_METHOD, type AuthMethod } from '#shared/api/identity.ts';
import aktia from '#resources/banks/fi-aktia.svg';
import alandsbanken from '#resources/banks/fi-alandsbanken.svg';
import danskebank from '#resources/banks/fi-danskebank.svg';
import handelsbanken from '#resources/banks/fi-handelsbanken.svg';
import mobiilivarmenne from '#resources/banks/fi-mobiilivarmenne.svg';
import nordea from '#resources/banks/fi-nordea.svg';
import omasp from '#resources/banks/fi-omasp.svg';
import op from '#resources/banks/fi-op.svg';
import pop from '#resources/banks/fi-pop.svg';
import saastopankki from '#resources/banks/fi-saastopankki.svg';
import spankki from '#resources/banks/fi-spankki.svg';
import telia from '#resources/banks/fi-telia.svg';
import localtapiola from '#resources/banks/ftn-localtapiola-auth.svg';

/** The logo of each method (simple generated wordmarks, resources/banks). */
const LOGOS: Record<AuthMethod, string> = {
  'fi-aktia': aktia,
  'fi-alandsbanken': alandsbanken,
  'fi-danskebank': danskebank,
  'fi-handelsbanken': handelsbanken,
  'ftn-localtapiola-auth': localtapiola,
  'fi-nordea': nordea,
  'fi-omasp': omasp,
  'fi-op': op,
  'fi-pop': pop,
  'fi-saastopankki': saastopankki,
  'fi-spankki': spankki,
  'fi-telia': telia,
  'fi-mobiilivarmenne': mobiilivarmenne,
};

/** The display name of each method (the button's accessible name), in the `bank` namespace. */
const NAME_KEYS: Record<AuthMethod, string> = {
  'fi-aktia': 'bank:names.aktia',
  'fi-alandsbanken': 'bank:names.alandsbanken',
  'fi-danskebank': 'bank:names.danskebank',
  'fi-handelsbanken': 'bank:names.handelsbanken',
  'ftn-localtapiola-auth': 'bank:names.localtapiola',
  'fi-nordea': 'bank:names.nordea',
  'fi-omasp': 'bank:names.omasp',
  'fi-op': 'bank:names.op',
  'fi-pop': 'bank:names.pop',
  'fi-saastopankki': 'bank:names.saastopankki',
  'fi-spankki': 'bank:names.spankki',
  'fi-telia': 'bank:names.telia',
  'fi-mobiilivarmenne': 'bank:names.mobileCertificate',
};

const isKnown = (id: string): id is AuthMethod => Object.hasOwn(LOGOS, id);

/** A method's logo; an unknown one uses the first bank's logo (spec). */
export function bankLogo(id: string): string {
  return isKnown(id) ? LOGOS[id] : LOGOS[BANK_METHODS[0]];
}

/** A method's display-name key, or null for an unknown id (its id is shown then). */
export function bankNameKey(id: string): string | null {
  return isKnown(id) ? NAME_KEYS[id] : null;
}

/** The buttons, in order: one per bank, then the mobile certificate. */
export const CHOOSABLE_METHODS: readonly AuthMethod[] = [
  ...BANK_METHODS,
  MOBILE_CERTIFICATE_METHOD,
];
