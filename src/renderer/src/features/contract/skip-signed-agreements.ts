import { z } from 'zod';
import { persistedAtom } from '../../state/persisted.ts';

/**
 * The skip-signed-agreements flag (investor.md §3 Agreements: "set to 1 when skipped"), per
 * user id. The spec shows no call for it, so it is kept by the app, in its local storage: a
 * user who skipped the updated contract is not asked again on this computer. Nothing secret is
 * in it.
 */
export const skipSignedAgreementsAtom = persistedAtom(
  'local',
  'vertaislaina.skipSignedAgreements',
  z.record(z.string().regex(/^\d+$/), z.literal(1)),
);
