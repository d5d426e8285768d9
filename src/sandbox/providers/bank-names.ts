import type { AuthMethod } from '#shared/api/identity.ts';

/** The names the identification service shows for each method. */
export const BANK_NAMES: Record<AuthMethod, string> = {
  'fi-aktia': 'Aktia',
  'fi-alandsbanken': 'Ålandsbanken',
  'fi-danskebank': 'Danske Bank',
  'fi-handelsbanken': 'Handelsbanken',
  'ftn-localtapiola-auth': 'LähiTapiola',
  'fi-nordea': 'Nordea',
  'fi-omasp': 'Oma Säästöpankki',
  'fi-op': 'OP',
  'fi-pop': 'POP Pankki',
  'fi-saastopankki': 'Säästöpankki',
  'fi-spankki': 'S-Pankki',
  'fi-telia': 'Telia',
  'fi-mobiilivarmenne': 'Mobiilivarmenne (mobile certificate)',
};

const NAMES = new Map<string, string>(Object.entries(BANK_NAMES));

export const bankName = (method: string) => NAMES.get(method) ?? method;
