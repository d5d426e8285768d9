import { ipcMain } from 'electron';
import type { z } from 'zod';
import { inputSchema, isCallChannel, isNoticeChannel } from '#shared/bridge-contract.ts';
import type {
  CallChannel,
  ChannelAnswer,
  ChannelInput,
  EventChannel,
  EventPayload,
  IpcReply,
  NoticeChannel,
} from '#shared/bridge-contract.ts';
import type { Logger } from '../log.ts';
import { originOf } from '../origins/app-origin.ts';

/**
 * The only place main touches raw IPC. Every channel of the bridge contract goes through
 * `handle()` / `on()`: the sender must be the top frame of our renderer (app://vertaislaina, or
 * the dev server in development), the payload is parsed with the channel's schema, and the
 * answer travels in an envelope so that failures are values, never thrown errors with stack
 * traces.
 */

/** The parts of Electron's WebFrameMain / IpcMain(Invoke)Event we rely on. */
export interface SenderFrameLike {
  url: string;
  parent: unknown;
}
export interface IpcEventLike {
  senderFrame: SenderFrameLike | null;
}
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcEventLike, payload: unknown) => Promise<unknown>,
  ): void;
  on(channel: string, listener: (event: IpcEventLike, payload: unknown) => void): void;
}

export function isTrustedSender(
  frame: SenderFrameLike | null,
  trustedOrigins: readonly string[],
): boolean {
  if (frame === null || frame.parent !== null) return false;
  const origin = originOf(frame.url);
  return origin !== null && trustedOrigins.includes(origin);
}

/** Main's answer to each call: the value of the bridge method the call serves. */
export type CallHandlers = {
  [C in CallChannel]: (input: ChannelInput<C>) => ChannelAnswer<C> | Promise<ChannelAnswer<C>>;
};
/** Main's reaction to each notice; nothing goes back. */
export type NoticeHandlers = { [C in NoticeChannel]: (input: ChannelInput<C>) => void };

export interface TypedIpc {
  handle<C extends CallChannel>(channel: C, handler: CallHandlers[C]): void;
  on<C extends NoticeChannel>(channel: C, handler: NoticeHandlers[C]): void;
}

export function createIpc(
  ipc: IpcMainLike,
  trustedOrigins: () => readonly string[],
  log: Logger,
): TypedIpc {
  const admit = <I>(
    channel: string,
    event: IpcEventLike,
    schema: z.ZodType<I>,
    payload: unknown,
  ): IpcReply<I> => {
    if (!isTrustedSender(event.senderFrame, trustedOrigins())) {
      log.warn(
        `ipc: refused ${channel} from ${originOf(event.senderFrame?.url ?? '') ?? 'an unknown frame'}`,
      );
      return { ok: false, reason: 'forbidden' };
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      log.warn(`ipc: invalid payload on ${channel}`);
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, value: parsed.data };
  };
  const failed = (channel: string, error: unknown): void => {
    log.error(`ipc: ${channel} failed: ${error instanceof Error ? error.message : String(error)}`);
  };

  return {
    handle<C extends CallChannel>(channel: C, handler: CallHandlers[C]) {
      const schema = inputSchema(channel);
      ipc.handle(channel, async (event, payload): Promise<IpcReply<ChannelAnswer<C>>> => {
        const input = admit(channel, event, schema, payload);
        if (!input.ok) return input;
        try {
          return { ok: true, value: await handler(input.value) };
        } catch (error) {
          failed(channel, error);
          return { ok: false, reason: 'internal' };
        }
      });
    },
    on<C extends NoticeChannel>(channel: C, handler: NoticeHandlers[C]) {
      const schema = inputSchema(channel);
      ipc.on(channel, (event, payload) => {
        const input = admit(channel, event, schema, payload);
        if (!input.ok) return;
        try {
          handler(input.value);
        } catch (error) {
          failed(channel, error);
        }
      });
    },
  };
}

/**
 * Registers main's handler for every call and notice of the contract: a channel without one,
 * or a handler whose input or answer differs from the contract's, does not compile.
 */
export function serveBridge(
  ipc: TypedIpc,
  handlers: { calls: CallHandlers; notices: NoticeHandlers },
): void {
  const serveCall = <C extends CallChannel>(channel: C): void =>
    ipc.handle(channel, handlers.calls[channel]);
  const serveNotice = <C extends NoticeChannel>(channel: C): void =>
    ipc.on(channel, handlers.notices[channel]);
  for (const channel of Object.keys(handlers.calls)) if (isCallChannel(channel)) serveCall(channel);
  for (const channel of Object.keys(handlers.notices))
    if (isNoticeChannel(channel)) serveNotice(channel);
}

/** Electron's ipcMain, seen through the small interface above. */
export const electronIpcMain: IpcMainLike = ipcMain;

/** Something main can push events to (a window's webContents). */
export interface EventTarget {
  isDestroyed(): boolean;
  send(channel: string, payload: unknown): void;
}

/** Sends an event to the renderer; the preload hands only the payload to listeners. */
export function sendEvent<C extends EventChannel>(
  target: EventTarget | null,
  channel: C,
  payload: EventPayload<C>,
): void {
  if (target !== null && !target.isDestroyed()) target.send(channel, payload);
}
