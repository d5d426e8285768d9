import type { TransactionColumns } from './compact-table.ts';

/** What the page asks the worker: one GET, prepared by the API client (see prepare-request.ts). */
export interface WorkerRequest {
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials;
  timeoutMs: number;
}

/** The worker's one answer. HTTP failures carry what the API client needs to map them. */
export type WorkerAnswer =
  | { kind: 'table'; columns: TransactionColumns }
  | { kind: 'http-error'; status: number; body: unknown }
  | { kind: 'network-error'; message: string }
  | { kind: 'timeout' }
  | { kind: 'invalid-response'; message: string };
