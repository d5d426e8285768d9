import { z } from 'zod';

/**
 * Answers of the sandbox control API (`/__sandbox`) that its clients read: the demo panel of
 * the app and the end-to-end tests. Not part of the marketplace gateway's contract.
 */
export const sandboxPersona = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.string(),
  description: z.string(),
  username: z.string().optional(),
  password: z.string().optional(),
  /** Companies of the simulated trade register, to add by business code (signing right 0–2). */
  trade_register: z
    .array(z.object({ business_code: z.string(), name: z.string(), signing_right: z.number() }))
    .optional(),
});
export type SandboxPersona = z.infer<typeof sandboxPersona>;

export const sandboxPersonasResponse = z.object({ personas: z.array(sandboxPersona) });

export const sandboxSmsResponse = z.object({
  messages: z.array(
    z.object({ phone: z.string(), code: z.string(), text: z.string(), sentAt: z.string() }),
  ),
});

export const SANDBOX_CONTROL = {
  personas: '__sandbox/personas',
  sms: '__sandbox/sms',
} as const;
