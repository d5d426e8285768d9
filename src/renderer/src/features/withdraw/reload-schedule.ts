import type { Clock } from '../../services/clock.ts';

/** After a withdrawal the KPIs are reloaded again after 5 s and after 20 s (investor.md §4). */
export const KPI_RELOAD_DELAYS_MS = [5_000, 20_000] as const;

export interface KpiReloads {
  /** The free capital before the withdrawal. */
  freeCapitalBefore: number;
  /** The free capital as the KPIs show it now (undefined while not loaded). */
  currentFreeCapital: () => number | undefined;
  reload: () => void;
}

/**
 * Schedules the later KPI reloads of a successful withdrawal: at each delay the KPIs are reloaded
 * if the free capital has not changed yet (the gateway books the withdrawal a little later).
 * Returns the function that cancels what is still to come.
 */
export function scheduleKpiReloads(clock: Clock, plan: KpiReloads): () => void {
  const cancels = KPI_RELOAD_DELAYS_MS.map((delay) =>
    clock.setTimeout(() => {
      if (plan.currentFreeCapital() === plan.freeCapitalBefore) plan.reload();
    }, delay),
  );
  return () => {
    for (const cancel of cancels) cancel();
  };
}
