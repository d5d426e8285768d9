import { describe, expect, it } from 'vitest';
import { CALLBACK_STATE_TTL_MS, createCallbackStateStore } from './callback-states.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('callback state store', () => {
  it('accepts a registered state once', () => {
    const c = clock();
    const store = createCallbackStateStore(c.now);
    store.expect('s1');
    expect(store.consume('s1')).toBe('ok');
    expect(store.consume('s1')).toBe('replayed');
  });

  it('rejects unknown states', () => {
    const store = createCallbackStateStore(clock().now);
    store.expect('s1');
    expect(store.consume('s2')).toBe('unknown');
    expect(store.consume('')).toBe('unknown');
    expect(store.consume('s1')).toBe('ok');
  });

  it('accepts a state at exactly 10 minutes and rejects it after', () => {
    const c = clock();
    const store = createCallbackStateStore(c.now);
    store.expect('on-time');
    store.expect('late');
    c.advance(CALLBACK_STATE_TTL_MS);
    expect(store.consume('on-time')).toBe('ok');
    c.advance(1);
    expect(store.consume('late')).toBe('expired');
    expect(store.consume('late')).toBe('replayed');
  });

  it('registering a state again restarts its clock', () => {
    const c = clock();
    const store = createCallbackStateStore(c.now);
    store.expect('s');
    c.advance(CALLBACK_STATE_TTL_MS - 1);
    store.expect('s');
    c.advance(CALLBACK_STATE_TTL_MS - 1);
    expect(store.consume('s')).toBe('ok');
  });

  it('keeps a bounded number of pending states, dropping the oldest', () => {
    const store = createCallbackStateStore(clock().now);
    for (let i = 0; i < 100; i++) store.expect(`s${i}`);
    expect(store.consume('s0')).toBe('unknown');
    expect(store.consume('s99')).toBe('ok');
  });
});
