import { describe, expect, it } from 'vitest';
import type { DeepLink } from '#shared/deep-links.ts';
import type { Logger } from '../log.ts';
import { createCallbackStateStore } from './callback-states.ts';
import { createDeepLinkRouter } from './router.ts';

function setup() {
  let t = 0;
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const states = createCallbackStateStore(clock.now);
  const lines: string[] = [];
  const log: Logger = {
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
  };
  const router = createDeepLinkRouter(states, log);
  const delivered: DeepLink[] = [];
  return { clock, states, lines, router, delivered, sink: (l: DeepLink) => delivered.push(l) };
}

describe('deep link router', () => {
  it('queues links until the renderer is ready, then delivers them in order', () => {
    const s = setup();
    s.states.expect('bank-1');
    s.router.receive('vertaislaina://onfido/redirect?state=server-1');
    s.router.receive('vertaislaina://auth/callback?code=c&state=bank-1');
    expect(s.delivered).toEqual([]);
    s.router.ready(s.sink);
    expect(s.delivered).toEqual([
      { kind: 'onfido/redirect', state: 'server-1' },
      { kind: 'auth/callback', code: 'c', state: 'bank-1' },
    ]);
    s.router.receive('vertaislaina://onfido/redirect?state=server-2');
    expect(s.delivered).toHaveLength(3);
  });

  it('queues again after the renderer detaches', () => {
    const s = setup();
    s.router.ready(s.sink);
    s.router.detach();
    s.router.receive('vertaislaina://onfido/redirect?state=x');
    expect(s.delivered).toEqual([]);
    s.router.ready(s.sink);
    expect(s.delivered).toHaveLength(1);
  });

  it('drops bank callbacks with an unknown, replayed or expired state', () => {
    const s = setup();
    s.router.ready(s.sink);
    s.router.receive('vertaislaina://tink-callback?code=c&state=never-registered');
    s.states.expect('once');
    s.router.receive('vertaislaina://tink-callback?code=c1&state=once');
    s.router.receive('vertaislaina://tink-callback?code=c1&state=once');
    s.states.expect('slow');
    s.clock.advance(10 * 60 * 1000 + 1);
    s.router.receive('vertaislaina://auth/callback?state=slow');
    expect(s.delivered).toEqual([{ kind: 'tink-callback', state: 'once', code: 'c1' }]);
    expect(s.lines).toEqual([
      'deep link dropped (state unknown): tink-callback',
      'deep link dropped (state replayed): tink-callback',
      'deep link dropped (state expired): auth/callback',
    ]);
  });

  it('accepts onfido/redirect with a server-issued state without registration', () => {
    const s = setup();
    s.router.ready(s.sink);
    s.router.receive('vertaislaina://onfido/redirect?state=from-email');
    expect(s.delivered).toEqual([{ kind: 'onfido/redirect', state: 'from-email' }]);
  });

  it('logs unknown links without their query', () => {
    const s = setup();
    s.router.ready(s.sink);
    s.router.receive('vertaislaina://evil/path?token=SECRET&state=x');
    s.router.receive('vertaislaina://auth/callback?state=SECRET#frag');
    expect(s.delivered).toEqual([]);
    expect(s.lines).toEqual([
      'deep link dropped (route): vertaislaina://evil/path',
      'deep link dropped (fragment): vertaislaina://auth/callback',
    ]);
    expect(s.lines.join()).not.toContain('SECRET');
  });

  it('keeps at most 16 queued links, dropping the oldest', () => {
    const s = setup();
    for (let i = 0; i < 20; i++) s.router.receive(`vertaislaina://onfido/redirect?state=s${i}`);
    s.router.ready(s.sink);
    expect(s.delivered).toHaveLength(16);
    expect(s.delivered[0]).toEqual({ kind: 'onfido/redirect', state: 's4' });
  });
});
