import { fileURLToPath } from 'node:url';

/** Where the web server's sandbox logs each API request of an e2e run (SANDBOX_REQUEST_LOG). */
export const REQUEST_LOG = fileURLToPath(
  new URL('../../../test-results/e2e-requests.jsonl', import.meta.url),
);

/**
 * Where the web server's sandbox records the secrets this run used (SANDBOX_SECRET_RECORD): the
 * tokens, codes, states and SSNs that `npm run check:robustness` then searches the logs for.
 */
export const SECRET_RECORD = fileURLToPath(
  new URL('../../../test-results/e2e-secrets.jsonl', import.meta.url),
);
