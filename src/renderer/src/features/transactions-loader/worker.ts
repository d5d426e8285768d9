/*
 * The transaction loader's module worker: fetches one transaction answer, parses it and sends
 * back compact columns, so that a million rows never block the window (issue 8); or reads a whole
 * history into the tax statement's yearly figures (issue 22).
 */
import { fetchColumns } from './fetch-columns.ts';
import { isTaxYearsRequest, type WorkerRequest } from './protocol.ts';
import { fetchTaxYears } from './fetch-tax-years.ts';

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (isTaxYearsRequest(message)) {
    void fetchTaxYears(message, fetch).then((answer) => self.postMessage(answer));
    return;
  }
  void fetchColumns(message, fetch).then(({ answer, transfer }) => {
    self.postMessage(answer, { transfer });
  });
});
