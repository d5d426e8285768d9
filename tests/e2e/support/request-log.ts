import { fileURLToPath } from 'node:url';

/** Where the web server's sandbox logs each API request of an e2e run (SANDBOX_REQUEST_LOG). */
export const REQUEST_LOG = fileURLToPath(
  new URL('../../../test-results/e2e-requests.jsonl', import.meta.url),
);
