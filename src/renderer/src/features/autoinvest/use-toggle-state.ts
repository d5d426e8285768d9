import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../services/app-services.ts';
import type { DepositPermission } from '../investor-deposit/index.ts';
import { autosellStatusQuery } from '../autosell-status/index.ts';
import { autoinvestStatusQuery } from './queries.ts';
import { toggleState, type ToggleState } from './toggle-state.ts';

/** The toggle's state for a deposit, or `failed` when a status could not be loaded. */
export function useToggleState(
  depositId: string,
  permission: DepositPermission,
): ToggleState | { kind: 'failed' } {
  const { api } = useServices();
  const autoinvest = useQuery(autoinvestStatusQuery(api, depositId));
  const autosell = useQuery(autosellStatusQuery(api, depositId));
  const state = toggleState(autoinvest.data, autosell.data, permission);
  if (state.kind === 'loading' && (autoinvest.isError || autosell.isError)) {
    return { kind: 'failed' };
  }
  return state;
}
