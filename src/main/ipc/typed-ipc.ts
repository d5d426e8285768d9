import { ipcMain } from 'electron';
import type { z } from 'zod';
import type { Channel } from '#shared/bridge.ts';
import type { Logger } from '../log.ts';
import { originOf } from '../origins/app-origin.ts';

/**
 * The only place main touches raw IPC. Every channel goes through `handle()` / `on()`:
 * the sender must be the top frame of our renderer (app://vertaislaina, or the dev server in
 * development), the payload is parsed with zod, and the result travels in an envelope so that
 * failures are values, never thrown errors with stack traces.
 */
export type IpcFailure = 'forbidden' | 'invalid' | 'internal';
export type IpcReply<T> = { ok: true; value: T } | { ok: false; reason: IpcFailure };

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

export interface TypedIpc {
  handle<I, R>(channel: Channel, schema: z.ZodType<I>, handler: (input: I) => Promise<R> | R): void;
  on<I>(channel: Channel, schema: z.ZodType<I>, handler: (input: I) => void): void;
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
  ) => {
    if (!isTrustedSender(event.senderFrame, trustedOrigins())) {
      log.warn(
        `ipc: refused ${channel} from ${originOf(event.senderFrame?.url ?? '') ?? 'an unknown frame'}`,
      );
      return { ok: false as const, reason: 'forbidden' as const };
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      log.warn(`ipc: invalid payload on ${channel}`);
      return { ok: false as const, reason: 'invalid' as const };
    }
    return { ok: true as const, value: parsed.data };
  };

  return {
    handle(channel, schema, handler) {
      ipc.handle(channel, async (event, payload): Promise<IpcReply<unknown>> => {
        const input = admit(channel, event, schema, payload);
        if (!input.ok) return input;
        try {
          return { ok: true, value: await handler(input.value) };
        } catch (error) {
          log.error(
            `ipc: ${channel} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          return { ok: false, reason: 'internal' };
        }
      });
    },
    on(channel, schema, handler) {
      ipc.on(channel, (event, payload) => {
        const input = admit(channel, event, schema, payload);
        if (!input.ok) return;
        try {
          handler(input.value);
        } catch (error) {
          log.error(
            `ipc: ${channel} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      });
    },
  };
}

/** Electron's ipcMain, seen through the small interface above. */
export const electronIpcMain: IpcMainLike = ipcMain;

/** Something main can push events to (a window's webContents). */
export interface EventTarget {
  isDestroyed(): boolean;
  send(channel: string, payload: unknown): void;
}

/** Sends an event to the renderer; the preload hands only the payload to listeners. */
export function sendEvent(target: EventTarget | null, channel: Channel, payload: unknown): void {
  if (target !== null && !target.isDestroyed()) target.send(channel, payload);
}
