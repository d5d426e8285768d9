/** Keys the web bridge uses in the browser's storage. Only the web bridge reads them. */
export const STORAGE_KEYS = {
  token: 'vertaislaina.token',
  legacyRole: 'vertaislaina.legacyRole',
  /** When the user last gave input (ms since the epoch), beside the token it keeps alive. */
  lastInput: 'vertaislaina.lastInput',
  language: 'vertaislaina.language',
  /** Followed by `.{userId}`: the walk-through's outcome for that user. */
  walkthrough: 'vertaislaina.walkthrough',
} as const;
