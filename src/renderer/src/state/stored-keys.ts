/**
 * localStorage keys of persisted atoms (./atoms.ts) that something outside the renderer writes
 * too: the end-to-end suite starts a legacy session as the legacy login leaves it.
 */
export const LEGACY_CAN_BE_ONBOARDED_KEY = 'vertaislaina.legacyCanBeOnboarded';
