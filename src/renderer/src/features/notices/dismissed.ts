import { z } from 'zod';
import { persistedAtom } from '../../state/persisted.ts';

/**
 * The ids of the notices the user has closed, in sessionStorage: a closed notice stays closed
 * through reloads and web-mode bank round trips, and one still in force returns at the next
 * start, as a service notice should. Notice ids are public content, so nothing needs the vault,
 * and no bridge method is added for it.
 */
export const dismissedNoticesAtom = persistedAtom(
  'session',
  'vertaislaina.dismissedNotices',
  z.array(z.string()),
);
