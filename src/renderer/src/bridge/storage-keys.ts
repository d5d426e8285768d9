/** Keys the web bridge uses in the browser's storage. Only the web bridge reads them. */
export const STORAGE_KEYS = {
  token: 'vertaislaina.token',
  legacyRole: 'vertaislaina.legacyRole',
  language: 'vertaislaina.language',
} as const;
