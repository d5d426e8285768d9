import { z } from 'zod';

/** Every answer wraps its payload as `{ data: payload }`; axios sees it as `response.data.data`. */
export const envelope = <T extends z.ZodType>(payload: T) => z.object({ data: payload });

/** The body of a 422: a list of messages per field; the client shows the first per field. */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

/** Any other error answer carries at least a message. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The exact message of the 403 that means the user must accept new terms. */
export const TERMS_NOT_SIGNED_MESSAGE = 'Latest terms and conditions has not been signed';

/** Marker in a 403 message from the legacy login meaning the old system failed. */
export const LEGACY_SYSTEM_EXCEPTION = 'LegacySystemException';

/** The spec's request timeout for every call. */
export const API_TIMEOUT_MS = 300_000;

/**
 * The answer of a call whose answer the app does not use (borrower-and-shared.md §7: "not
 * shown"): any body, even an empty one, is accepted, so that a gateway answering with less is not an error.
 */
export const unusedAnswer = z.unknown().transform(() => ({ data: undefined }));

export const successPayload = z.object({ success: z.literal(true) });
