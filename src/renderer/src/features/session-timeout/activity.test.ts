import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../test/manual-clock.ts';
import {
  ACTIVITY_CHANNEL,
  INPUT_THROTTLE_MS,
  listenForInput,
  openActivityChannel,
  type ActivityPort,
} from './activity.ts';

describe('listenForInput', () => {
  it('reports keys, pointers, wheel and touch, at most once a second', () => {
    const clock = createManualClock();
    const target = new EventTarget();
    const onInput = vi.fn();
    const stop = listenForInput(target, clock, onInput);
    for (const type of ['keydown', 'pointerdown', 'wheel', 'touchstart']) {
      clock.advance(INPUT_THROTTLE_MS);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event(type));
    }
    expect(onInput).toHaveBeenCalledTimes(4);
    clock.advance(INPUT_THROTTLE_MS);
    target.dispatchEvent(new Event('pointermove'));
    target.dispatchEvent(new Event('focus'));
    expect(onInput).toHaveBeenCalledTimes(4);
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(onInput).toHaveBeenCalledTimes(4);
  });
});

/** Two windows' ends of one channel, delivering synchronously to the other. */
function fakeChannelPair() {
  const ports: Array<{ name: string; listeners: Array<(event: MessageEvent) => void> }> = [];
  const open = (name: string): ActivityPort => {
    const me = { name, listeners: [] as Array<(event: MessageEvent) => void> };
    ports.push(me);
    return {
      postMessage: (data) => {
        for (const other of ports) {
          if (other === me) continue;
          for (const listener of other.listeners) listener(new MessageEvent('message', { data }));
        }
      },
      addEventListener: (_type, listener) => me.listeners.push(listener),
      close: () => ports.splice(ports.indexOf(me), 1),
    };
  };
  return { open, ports };
}

describe('openActivityChannel', () => {
  it('tells the other windows of input and extensions, and drops anything else', () => {
    const { open, ports } = fakeChannelPair();
    const here = vi.fn();
    const there = vi.fn();
    const mine = openActivityChannel(here, open);
    const theirs = openActivityChannel(there, open);
    expect(ports.map((port) => port.name)).toEqual([ACTIVITY_CHANNEL, ACTIVITY_CHANNEL]);
    mine.post('input');
    mine.post('extend');
    expect(there.mock.calls).toEqual([['input'], ['extend']]);
    expect(here).not.toHaveBeenCalled();
    const raw = open(ACTIVITY_CHANNEL);
    raw.postMessage({ type: 'input' });
    raw.postMessage('logout');
    expect(there).toHaveBeenCalledTimes(2);
    theirs.close();
    mine.post('input');
    expect(there).toHaveBeenCalledTimes(2);
  });

  it('works alone where there is no BroadcastChannel', () => {
    const channel = openActivityChannel(vi.fn(), null);
    expect(() => {
      channel.post('input');
      channel.close();
    }).not.toThrow();
  });
});
