import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DesktopBridge, DownloadProgress, DownloadResult, Settings } from './bridge.ts';
import { BRIDGE_CHANNELS, inputSchema, isCallChannel, isNoticeChannel } from './bridge-contract.ts';
import type {
  CallChannel,
  Channel,
  ChannelAnswer,
  ChannelInput,
  ChannelPayload,
  EventPayload,
} from './bridge-contract.ts';

type Domain = keyof DesktopBridge;
/** Every bridge method, as `domain.method`. */
type BridgeMethod = { [D in Domain]: `${D}.${keyof DesktopBridge[D] & string}` }[Domain];
/** The methods the contract's channels serve. */
type ServedMethod = {
  [
    C in Channel
  ]: `${(typeof BRIDGE_CHANNELS)[C]['domain']}.${(typeof BRIDGE_CHANNELS)[C]['method'] & string}`;
}[Channel];

describe('the bridge contract', () => {
  it('serves every bridge method, and nothing else (compile time)', () => {
    expectTypeOf<ServedMethod>().toEqualTypeOf<BridgeMethod>();
  });

  it('serves each method by exactly one channel', () => {
    const served = Object.values(BRIDGE_CHANNELS).map((spec) => `${spec.domain}.${spec.method}`);
    expect(new Set(served).size).toBe(served.length);
    expect(served).toHaveLength(23);
  });

  it('takes each answer and event payload from the method it serves (compile time)', () => {
    expectTypeOf<ChannelAnswer<'settings:get'>>().toEqualTypeOf<Settings>();
    expectTypeOf<ChannelAnswer<'downloads:save'>>().toEqualTypeOf<DownloadResult>();
    expectTypeOf<EventPayload<'downloads:progress'>>().toEqualTypeOf<DownloadProgress>();
    expectTypeOf<ChannelInput<'settings:walkthrough'>>().toEqualTypeOf<{ userId: number }>();
  });

  it('refuses a payload that breaks the schema (compile time)', () => {
    // @ts-expect-error the token travels as a string
    const token: ChannelPayload<'vault:store-token'> = { token: 1 };
    // @ts-expect-error a walk-through outcome is completed or skipped
    const outcome: ChannelPayload<'settings:set-walkthrough'> = { userId: 1, outcome: 'later' };
    // @ts-expect-error an event has no payload the renderer sends
    const progress: ChannelPayload<'downloads:progress'> = { id: 'a' };
    expect([token, outcome, progress]).toHaveLength(3);
  });

  it('parses each call and notice with its own schema', () => {
    expect(inputSchema('vault:store-token').safeParse({ token: 't' }).success).toBe(true);
    expect(inputSchema('vault:store-token').safeParse({ token: 't', extra: 1 }).success).toBe(
      false,
    );
    expect(inputSchema('deep-links:expect').safeParse({ state: 'has space' }).success).toBe(false);
    expect(inputSchema('app:info').safeParse(undefined).success).toBe(true);
    expect(inputSchema('app:info').safeParse({}).success).toBe(false);
  });

  it('tells calls from notices and events by the contract, not by the name', () => {
    const calls: CallChannel[] = Object.keys(BRIDGE_CHANNELS).filter(isCallChannel);
    expect(calls).toContain('vault:store-token');
    expect(calls).not.toContain('vault:activity');
    expect(isNoticeChannel('vault:activity')).toBe(true);
    expect(isCallChannel('downloads:progress')).toBe(false);
    expect(isCallChannel('app:run-shell')).toBe(false);
    expect(isCallChannel('toString')).toBe(false);
  });
});
