import { describe, expect, it } from 'vitest';
import { acceptedKreditzMessage, frameOriginOf } from './kreditz-frame.ts';

const ORIGIN = 'http://127.0.0.1:4010';
const message = {
  type: 'kreditz',
  status: 'success',
  case_id: 'C1',
  message: null,
  user_flow_completed: true,
};

describe('acceptedKreditzMessage', () => {
  const frame = {} as Window;
  const other = {} as Window;

  it('accepts the frame’s own message from its origin', () => {
    expect(
      acceptedKreditzMessage({ source: frame, origin: ORIGIN, data: message }, frame, ORIGIN),
    ).toEqual(message);
  });

  it('ignores another window, another origin, a missing frame or another shape', () => {
    expect(
      acceptedKreditzMessage({ source: other, origin: ORIGIN, data: message }, frame, ORIGIN),
    ).toBeNull();
    expect(
      acceptedKreditzMessage(
        { source: frame, origin: 'https://evil.example', data: message },
        frame,
        ORIGIN,
      ),
    ).toBeNull();
    expect(
      acceptedKreditzMessage({ source: frame, origin: ORIGIN, data: message }, null, ORIGIN),
    ).toBeNull();
    expect(
      acceptedKreditzMessage(
        { source: frame, origin: ORIGIN, data: { ...message, type: 'other' } },
        frame,
        ORIGIN,
      ),
    ).toBeNull();
  });
});

describe('frameOriginOf', () => {
  it('is the origin of an http(s) URL, else null', () => {
    expect(frameOriginOf(`${ORIGIN}/__sandbox/providers/kreditz?x=1`)).toBe(ORIGIN);
    expect(frameOriginOf('javascript:alert(1)')).toBeNull();
    expect(frameOriginOf('nonsense')).toBeNull();
  });
});
