/*
 * The transaction loader's module worker: fetches one transaction answer, parses it as it
 * arrives and sends back compact columns (the first rows first), so that a million rows never
 * block the window (issue 8, issue 23); or reads a whole history into the tax statement's yearly
 * figures (issue 22).
 */
import { transferablesOf, type TransactionColumns } from './compact-table.ts';
import { fetchColumns } from './fetch-columns.ts';
import {
  isTaxYearsRequest,
  type WorkerAnswer,
  type WorkerMessage,
  type WorkerRequest,
} from './protocol.ts';

const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) =>
  self.postMessage(message, { transfer });

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (isTaxYearsRequest(message)) {
    // On demand: the tax job checks a legacy history with zod, which the list's job does without,
    // so a worker started for the list is ready sooner (zod was four fifths of its code).
    void import('./fetch-tax-years.ts')
      .then(({ fetchTaxYears }) => fetchTaxYears(message, fetch))
      .catch((): WorkerAnswer => ({ kind: 'network', message: 'The tax loader did not load' }))
      .then((answer) => post(answer));
    return;
  }
  const onFirstRows = (columns: TransactionColumns) =>
    post({ kind: 'first-rows', columns }, transferablesOf(columns));
  void fetchColumns(message, fetch, onFirstRows).then(({ answer, transfer }) =>
    post(answer, transfer),
  );
});
