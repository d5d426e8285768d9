import { readWebToken } from './web-vault.ts';

/**
 * Web mode only: the `Authorization: Bearer` header of API requests. In Electron main adds the
 * header and this hook is not installed (see ./index.ts, getApiRequestHook).
 */
export function createWebAuthHook(storage: Storage) {
  return (): Readonly<Record<string, string>> => {
    const token = readWebToken(storage);
    return token === null ? {} : { Authorization: `Bearer ${token}` };
  };
}

export type ApiRequestHook = ReturnType<typeof createWebAuthHook>;
