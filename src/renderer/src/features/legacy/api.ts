import { API } from '../../../../shared/api/endpoints.ts';
import { legacyPersonalDetailsResponse } from '../../../../shared/api/legacy.ts';
import type { ApiClient } from '../../api/client.ts';

/** GET api/legacy/personal-details */
export function getLegacyPersonalDetails(api: ApiClient) {
  return api.get(API.legacyPersonalDetails, legacyPersonalDetailsResponse);
}
