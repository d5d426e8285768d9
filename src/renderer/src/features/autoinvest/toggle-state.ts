import type { AutoinvestStatus, AutosellStatus } from '#shared/api/investor.ts';
import type { DepositPermission } from '../investor-deposit/index.ts';

/**
 * What the autoinvest toggle of a deposit shows (investor.md §3 and §4 Autoinvest):
 * - `hidden` while an autosell is active (autoinvest is off meanwhile);
 * - `not-available` when the user may not switch it: a company's deposit without the right to
 *   sign alone (`signing-right`), a right that could not be checked (`unknown-right`), or a
 *   deposit the gateway does not let be switched (`disabled`);
 * - otherwise `active` or `inactive`;
 * - `loading` until the answers it needs have arrived.
 */
export type ToggleState =
  | { kind: 'loading' }
  | { kind: 'hidden' }
  | { kind: 'active' }
  | { kind: 'inactive' }
  | { kind: 'not-available'; reason: 'signing-right' | 'unknown-right' | 'disabled' };

export function toggleState(
  autoinvest: Pick<AutoinvestStatus, 'is_active' | 'is_enabled'> | undefined,
  autosell: Pick<AutosellStatus, 'active'> | undefined,
  permission: DepositPermission,
): ToggleState {
  if (autosell?.active === true) return { kind: 'hidden' };
  if (permission === 'not-allowed') return { kind: 'not-available', reason: 'signing-right' };
  if (permission === 'failed') return { kind: 'not-available', reason: 'unknown-right' };
  if (permission === 'pending' || autoinvest === undefined || autosell === undefined) {
    return { kind: 'loading' };
  }
  if (!autoinvest.is_enabled) return { kind: 'not-available', reason: 'disabled' };
  return { kind: autoinvest.is_active ? 'active' : 'inactive' };
}
