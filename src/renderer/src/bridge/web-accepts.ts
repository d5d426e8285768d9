import type { CallChannel, ChannelPayload } from '#shared/bridge-contract.ts';

/**
 * Whether main would take a call's input: its channel's schema in the bridge contract. The
 * contract (its zod schemas) loads with the first call that needs it, not with the bridge,
 * whose chunk is evaluated during the app's start: building the schemas was most of that task.
 */
export async function accepts<C extends CallChannel>(
  channel: C,
  payload: ChannelPayload<C>,
): Promise<boolean> {
  const { inputSchema } = await import('#shared/bridge-contract.ts');
  return inputSchema(channel).safeParse(payload).success;
}
