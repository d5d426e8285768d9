import type { InternalAxiosRequestConfig } from 'axios';
import { readWebToken } from './web-vault.ts';

/**
 * Web mode only: adds `Authorization: Bearer` to API requests. In Electron main adds the
 * header and this hook is not installed (see ./index.ts, getApiRequestHook).
 */
export function createWebAuthHook(storage: Storage) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const token = readWebToken(storage);
    if (token !== null) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  };
}

export type ApiRequestHook = ReturnType<typeof createWebAuthHook>;
