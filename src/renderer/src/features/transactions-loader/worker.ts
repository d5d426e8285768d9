/*
 * The transaction loader's module worker: fetches one transaction answer, parses it as it
 * arrives and sends back compact columns (the first rows first), so that a million rows never
 * block the window (issue 8, issue 23); or reads a whole history into the tax statement's yearly
 * figures (issue 22).
 */
import { transferablesOf, type TransactionColumns } from './compact-table.ts';
import { fetchColumns } from './fetch-columns.ts';
import { isTaxYearsRequest, type WorkerMessage, type WorkerRequest } from './protocol.ts';
import { taxYearsOnDemand } from './tax-job-on-demand.ts';

const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  self.postMessage(message, { transfer });

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (isTaxYearsRequest(message)) {
    void taxYearsOnDemand(message, fetch).then((answer) => post(answer));
    return;
  }
  const onFirstRows = (columns: TransactionColumns) =>
    post({ kind: 'first-rows', columns }, transferablesOf(columns));
  void fetchColumns(message, fetch, onFirstRows).then(({ answer, transfer }) =>
    post(answer, transfer),
  );
});
