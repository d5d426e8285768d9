/*
 * The transaction loader's module worker: fetches one transaction answer, parses it and sends
 * back compact columns, so that a million rows never block the window (issue 8).
 */
import { fetchColumns } from './fetch-columns.ts';
import type { WorkerRequest } from './protocol.ts';

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  void fetchColumns(event.data, fetch).then(({ answer, transfer }) => {
    self.postMessage(answer, { transfer });
  });
});
