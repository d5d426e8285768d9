import { median } from './stats.ts';

/**
 * How long the sandbox takes to answer a deposit's KPIs for a range (the dashboard waits for
 * them before its heading): the median of `runs` calls, each timed to its whole answer.
 */
export async function measureKpis(
  request: { origin: string; token: string; depositId: string; from: string; to: string },
  runs: number,
): Promise<number> {
  const url = new URL(`/api/investor/deposit/${request.depositId}`, request.origin);
  url.searchParams.set('from_date', request.from);
  url.searchParams.set('to_date', request.to);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${request.token}` } });
    if (!response.ok) throw new Error(`KPIs answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}
