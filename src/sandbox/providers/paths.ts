import { CONTROL_PREFIX } from '../http/loopback.ts';

/** The simulated third-party pages, under the loopback-only control prefix. */
export const PROVIDERS_PREFIX = `${CONTROL_PREFIX}/providers`;
export const BANK_PAGE_PATH = `${PROVIDERS_PREFIX}/bank/authorize`;
export const ONFIDO_PAGE_PATH = `${PROVIDERS_PREFIX}/onfido/check`;
