import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { renderApp } from '../../test/render-app.tsx';

const FRAME_ORIGIN = 'http://api.test';
const ENDED = { type: 'vertaislaina-chat', event: 'ended' };
const REFRESH = 'The chat has ended. Refresh the page to start a new chat.';

function post(data: unknown, source: Window | null, origin = FRAME_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

async function openChat() {
  await renderApp({ path: '/customer-service', bridge: createFakeBridge({ sandbox: true }) });
  await userEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
  const frame = screen.getByTitle<HTMLIFrameElement>('Customer service chat');
  return frame;
}

describe('the chat on the customer-service page', () => {
  it('frames the sandbox’s chat page only after “Chat with us”, with no provider script here', async () => {
    const frame = await openChat();
    const url = new URL(frame.src);
    expect(url.origin).toBe(FRAME_ORIGIN);
    expect(url.pathname).toBe('/__sandbox/providers/chat');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('app_origin')).toBe(window.location.origin);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('asks for a refresh when the chat ends, and “Start a new chat” reloads the frame', async () => {
    const frame = await openChat();
    post(ENDED, frame.contentWindow);
    const alert = await screen.findByText(REFRESH);
    await userEvent.click(
      within(alert.parentElement ?? document.body).getByRole('button', {
        name: 'Start a new chat',
      }),
    );
    expect(screen.queryByText(REFRESH)).toBeNull();
    const reloaded = screen.getByTitle<HTMLIFrameElement>('Customer service chat');
    expect(reloaded).not.toBe(frame);
    expect(reloaded.src).toBe(frame.src);
  });

  it('ignores the ended message from another origin or another window', async () => {
    const frame = await openChat();
    post(ENDED, frame.contentWindow, 'https://evil.example');
    post(ENDED, window);
    expect(screen.queryByText(REFRESH)).toBeNull();
  });

  it('has no chat against a real gateway, only e-mail and phone', async () => {
    await renderApp({ path: '/customer-service', bridge: createFakeBridge() });
    expect(
      await screen.findByText(
        'The chat is not available in this connection. Reach us by e-mail or by phone.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });
});
