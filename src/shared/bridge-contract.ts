import { z } from 'zod';
import { ERROR_REPORT_LIMITS, WALKTHROUGH_OUTCOMES } from './bridge.ts';
import type { DesktopBridge } from './bridge.ts';
import { APP_LANGUAGES } from './languages.ts';
import { lastPortfolioView, portfolioViewKey } from './offline-view.ts';

/**
 * The bridge's IPC contract: each channel named once, with the bridge method it serves and, for
 * the renderer's calls, the schema main parses their input with. The answer of a call and the
 * payload of an event are the types of the method it serves. Main's handlers (src/main/ipc), the
 * preload and the web implementation (src/renderer/src/bridge) are checked against it.
 */
type Domain = keyof DesktopBridge;

/** The bridge method a channel serves, named by its domain and its own name. */
interface Serves<D extends Domain, M extends keyof DesktopBridge[D]> {
  domain: D;
  method: M;
}
/**
 * A channel the renderer sends on, with the schema main parses its input with: `invoke` (main
 * answers, `handle`) or `send` (no answer comes, `on`).
 */
interface RendererSpec<
  K extends 'invoke' | 'send',
  D extends Domain,
  M extends keyof DesktopBridge[D],
  S extends z.ZodType,
> extends Serves<D, M> {
  kind: K;
  input: S;
}
/** Main tells the renderer; the method subscribes to it. Main is trusted: no schema. */
interface EventSpec<D extends Domain, M extends keyof DesktopBridge[D]> extends Serves<D, M> {
  kind: 'event';
}

const fromRenderer =
  <K extends 'invoke' | 'send'>(kind: K) =>
  <D extends Domain, M extends keyof DesktopBridge[D], S extends z.ZodType>(
    domain: D,
    method: M,
    input: S,
  ): RendererSpec<K, D, M, S> => ({ kind, domain, method, input });
/** The renderer asks and main answers. */
const call = fromRenderer('invoke');
/** The renderer tells main, and no answer comes. */
const notice = fromRenderer('send');
const event = <D extends Domain, M extends keyof DesktopBridge[D]>(
  domain: D,
  method: M,
): EventSpec<D, M> => ({ kind: 'event', domain, method });

const noInput = z.undefined();
const token = z.string().max(16_384);
const kind = z.enum(['csv', 'pdf']);
const suggestedName = z.string().max(1024);
const userId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const state = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[\x21-\x7e]+$/);

/** Every channel of `window.desktop`; there is no other way from the renderer into main. */
export const BRIDGE_CHANNELS = {
  'vault:store-token': call('vault', 'storeToken', z.object({ token }).strict()),
  'vault:store-legacy-token': call(
    'vault',
    'storeLegacyToken',
    z.object({ token, role: z.enum(['investor', 'borrower']) }).strict(),
  ),
  'vault:status': call('vault', 'status', noInput),
  'vault:clear': call('vault', 'clear', noInput),
  'vault:activity': notice('vault', 'recordActivity', noInput),
  'downloads:save': call(
    'downloads',
    'save',
    z
      .object({
        kind,
        apiPath: z.string().max(512),
        query: z.record(z.string().max(512), z.string().max(512)).optional(),
        suggestedName,
      })
      .strict(),
  ),
  'downloads:save-base64': call(
    'downloads',
    'saveBase64',
    z.object({ kind, base64: z.string().max(70 * 1024 * 1024), suggestedName }).strict(),
  ),
  'downloads:progress': event('downloads', 'onProgress'),
  'deep-links:expect': call('deepLinks', 'expectCallback', z.object({ state }).strict()),
  'deep-links:event': event('deepLinks', 'onDeepLink'),
  'deep-links:ready': notice('deepLinks', 'ready', noInput),
  'settings:get': call('settings', 'get', noInput),
  'settings:set-language': call(
    'settings',
    'setLanguage',
    z.object({ language: z.enum(APP_LANGUAGES) }).strict(),
  ),
  'settings:walkthrough': call('settings', 'walkthrough', z.object({ userId }).strict()),
  'settings:set-walkthrough': call(
    'settings',
    'setWalkthrough',
    z.object({ userId, outcome: z.enum(WALKTHROUGH_OUTCOMES) }).strict(),
  ),
  'notifications:notify': call(
    'notifications',
    'notify',
    z.object({ title: z.string().min(1).max(200), body: z.string().max(1000) }).strict(),
  ),
  'offline:remember-view': call(
    'offline',
    'rememberView',
    z.object({ view: lastPortfolioView }).strict(),
  ),
  'offline:last-view': call(
    'offline',
    'lastView',
    z.object({ portfolio: portfolioViewKey }).strict(),
  ),
  'app:info': call('app', 'info', noInput),
  'app:open-external': call('app', 'openExternal', z.object({ url: z.string() }).strict()),
  'app:report-error': notice(
    'app',
    'reportError',
    z
      .object({
        message: z.string().max(ERROR_REPORT_LIMITS.message),
        stack: z.string().max(ERROR_REPORT_LIMITS.stack).optional(),
      })
      .strict(),
  ),
  'app:save-diagnostics': call('app', 'saveDiagnostics', noInput),
  'app:menu-command': event('app', 'onMenuCommand'),
};

type Channels = typeof BRIDGE_CHANNELS;
export type Channel = keyof Channels;
type ChannelsOf<K> = { [C in Channel]: Channels[C] extends { kind: K } ? C : never }[Channel];
/** The renderer's calls, answered by main. */
export type CallChannel = ChannelsOf<'invoke'>;
/** The renderer's fire-and-forget notices to main. */
export type NoticeChannel = ChannelsOf<'send'>;
/** Main's events to the renderer. */
export type EventChannel = ChannelsOf<'event'>;

/** The bridge method a channel serves. */
type MethodOf<C extends Channel> =
  Channels[C] extends Serves<infer D, infer M> ? DesktopBridge[D][M] : never;

/** What the renderer sends on a call or notice (before main parses it). */
export type ChannelPayload<C extends CallChannel | NoticeChannel> = z.input<Channels[C]['input']>;
/** What main's handler gets: the payload as its schema parsed it. */
export type ChannelInput<C extends CallChannel | NoticeChannel> = z.output<Channels[C]['input']>;
/** What a call answers: the value its bridge method resolves to. */
export type ChannelAnswer<C extends CallChannel> =
  MethodOf<C> extends (...args: never[]) => infer R ? Awaited<R> : never;
/** What an event carries: the value its bridge method hands to the listener. */
export type EventPayload<C extends EventChannel> =
  MethodOf<C> extends (listener: (payload: infer P) => void) => unknown ? P : never;

/**
 * How a call that main refused travels: `forbidden` (not our renderer's top frame), `invalid`
 * (the payload broke the schema), `internal` (the handler threw). The preload turns it into the
 * method's own failure value.
 */
export type IpcFailure = 'forbidden' | 'invalid' | 'internal';
export type IpcReply<T> = { ok: true; value: T } | { ok: false; reason: IpcFailure };

/** Each call's and notice's schema, seen per channel so that a generic channel keeps its types. */
type InputSpecs = {
  [C in CallChannel | NoticeChannel]: { input: z.ZodType<ChannelInput<C>, ChannelPayload<C>> };
};
const INPUT_SPECS: InputSpecs = BRIDGE_CHANNELS;

/** The schema of a call or notice, for main and for the web implementation. */
export function inputSchema<C extends CallChannel | NoticeChannel>(
  channel: C,
): z.ZodType<ChannelInput<C>, ChannelPayload<C>> {
  return INPUT_SPECS[channel].input;
}

const specs = new Map<string, { kind: string }>(Object.entries(BRIDGE_CHANNELS));
/** Whether a name is one of the contract's channels of that kind. */
export const isCallChannel = (name: string): name is CallChannel =>
  specs.get(name)?.kind === 'invoke';
export const isNoticeChannel = (name: string): name is NoticeChannel =>
  specs.get(name)?.kind === 'send';
