import { describe, expect, it } from 'vitest';
import { acceptedChatMessage, chatPageUrl } from './chat-frame.ts';

const ORIGIN = 'http://127.0.0.1:4010';
const ENDED = { type: 'vertaislaina-chat', event: 'ended' };

describe('messages from the chat frame', () => {
  const frame = {} as Window;
  const other = {} as Window;

  it('accepts the ended message from the frame’s window and origin', () => {
    expect(
      acceptedChatMessage({ source: frame, origin: ORIGIN, data: ENDED }, frame, ORIGIN),
    ).toEqual(ENDED);
  });

  it('ignores a message from another window, another origin, or of another shape', () => {
    expect(
      acceptedChatMessage({ source: other, origin: ORIGIN, data: ENDED }, frame, ORIGIN),
    ).toBeNull();
    expect(
      acceptedChatMessage(
        { source: frame, origin: 'https://evil.example', data: ENDED },
        frame,
        ORIGIN,
      ),
    ).toBeNull();
    expect(
      acceptedChatMessage({ source: frame, origin: ORIGIN, data: ENDED }, null, ORIGIN),
    ).toBeNull();
    expect(
      acceptedChatMessage(
        { source: frame, origin: ORIGIN, data: { ...ENDED, event: 'other' } },
        frame,
        ORIGIN,
      ),
    ).toBeNull();
  });
});

describe('the chat page URL', () => {
  it('is the sandbox’s provider page on the API origin, with the app origin and language', () => {
    const url = chatPageUrl({
      sandbox: true,
      apiBaseUrl: `${ORIGIN}/api`,
      appOrigin: 'app://vertaislaina',
      language: 'sv',
    });
    expect(url?.href).toBe(
      `${ORIGIN}/__sandbox/providers/chat?app_origin=app%3A%2F%2Fvertaislaina&lang=sv`,
    );
  });

  it('is none against a real gateway', () => {
    expect(
      chatPageUrl({ sandbox: false, apiBaseUrl: ORIGIN, appOrigin: 'app://x', language: 'fi' }),
    ).toBeNull();
  });
});
