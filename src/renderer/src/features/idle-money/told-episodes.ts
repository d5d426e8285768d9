import { z } from 'zod';
import { persistedAtom } from '../../state/persisted.ts';

/**
 * The day each deposit's idle money was last told of by a notification (deposit id → date), so
 * that an episode is told of once, across restarts. It names no person and no amount.
 */
export const idleMoneyToldAtom = persistedAtom(
  'local',
  'vertaislaina.idleMoneyToldOn',
  z.record(z.string().max(64), z.iso.date()),
);
