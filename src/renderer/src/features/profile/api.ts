import { API } from '../../../../shared/api/endpoints.ts';
import {
  userPatchResponse,
  userResponse,
  type UserPatchRequest,
  type UserProfile,
} from '../../../../shared/api/user.ts';
import type { ApiClient } from '../../api/client.ts';

/** GET api/user */
export function getUser(api: ApiClient): Promise<UserProfile> {
  return api.get(API.user, userResponse);
}

/** PATCH api/user with only the fields that changed (e.g. one consent, or the language). */
export async function patchUser(api: ApiClient, fields: UserPatchRequest): Promise<void> {
  await api.patch(API.user, fields, userPatchResponse);
}
