import { API } from '../../../../shared/api/endpoints.ts';
import { onfidoRedirectResponse, onfidoStatusResponse } from '../../../../shared/api/onfido.ts';
import type { ApiClient } from '../../api/client.ts';

/** GET api/auth/signicat/retry/onfido/{state} → a new document check link. */
export function getOnfidoRetry(api: ApiClient, state: string) {
  return api.get(API.onfidoRetry(state), onfidoRedirectResponse);
}

/** GET /api/auth/signicat/onfido_status → the verification code. */
export async function getOnfidoStatus(api: ApiClient): Promise<number> {
  const { status } = await api.get(API.onfidoStatus, onfidoStatusResponse);
  return status;
}
