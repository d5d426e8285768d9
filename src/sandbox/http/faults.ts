import { randomUUID } from 'node:crypto';

export interface FaultSpec {
  method: string;
  path: string;
  status: number;
  body?: unknown;
  times?: number;
  delayMs?: number;
}

export interface Fault {
  id: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
  remaining: number;
  delayMs: number;
}

export const DEFAULT_FAULT_BODY = { message: 'Injected fault' };

/** Paths match with or without a leading slash, a query string or a fragment. */
export const normalizeFaultPath = (path: string) =>
  (path.split(/[?#]/)[0] ?? '').replace(/^\/+/, '');

export interface FaultRegistry {
  add(spec: FaultSpec): Fault;
  /** The oldest fault matching the request, with one use consumed; undefined if none. */
  take(method: string, url: string): Fault | undefined;
  list(): Fault[];
  clear(): void;
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = [];
  return {
    add(spec) {
      const fault: Fault = {
        id: randomUUID(),
        method: spec.method.toUpperCase(),
        path: normalizeFaultPath(spec.path),
        status: spec.status,
        body: spec.body === undefined ? DEFAULT_FAULT_BODY : spec.body,
        remaining: spec.times ?? 1,
        delayMs: spec.delayMs ?? 0,
      };
      faults.push(fault);
      return fault;
    },
    take(method, url) {
      const path = normalizeFaultPath(url);
      const fault = faults.find((f) => f.method === method.toUpperCase() && f.path === path);
      if (!fault) return undefined;
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
      return { ...fault };
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear() {
      faults = [];
    },
  };
}
