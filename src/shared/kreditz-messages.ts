import { z } from 'zod';

/**
 * What the embedded bank-data frame (Kreditz, simulated by the sandbox) posts to the app with
 * `window.parent.postMessage(message, appOrigin)` (borrower-and-shared.md §4 Loan application
 * flow, step 2). The app accepts a message only from the frame it loaded: `event.source` is that
 * frame's window and `event.origin` the origin of the URL `kreditz/redirect` gave. Every message
 * is logged with `POST …/kreditz/log-event` (status, case_id, message).
 *
 * - `success` with `user_flow_completed: true`: the account data is shared → `kreditz/success`;
 * - `user_cancelled_bank_authentication` or `error` → `kreditz/failure`;
 * - anything else (`info`, `success` before the flow is complete) only logged.
 */
export const KREDITZ_MESSAGE_TYPE = 'kreditz';

export const KREDITZ_STATUSES = [
  'success',
  'user_cancelled_bank_authentication',
  'error',
  'info',
] as const;

export const kreditzMessage = z.object({
  type: z.literal(KREDITZ_MESSAGE_TYPE),
  status: z.enum(KREDITZ_STATUSES),
  case_id: z.string().nullable(),
  message: z.string().nullable(),
  user_flow_completed: z.boolean(),
});
export type KreditzMessage = z.infer<typeof kreditzMessage>;

export type KreditzOutcome = 'success' | 'failure' | 'continue';

/** Where a frame message leads (the rule above). */
export function kreditzOutcome(message: KreditzMessage): KreditzOutcome {
  if (message.status === 'success') return message.user_flow_completed ? 'success' : 'continue';
  if (message.status === 'user_cancelled_bank_authentication' || message.status === 'error') {
    return 'failure';
  }
  return 'continue';
}
