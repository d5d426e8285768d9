import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_CHAT_PAGE_PATH } from '#shared/chat-messages.ts';
import { controlSecret, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';
import { agentsOnline } from './chat.ts';

const APP = 'app://vertaislaina';
const form = 'application/x-www-form-urlencoded';
/** START is Monday 12:00 in Helsinki; this is Saturday. */
const SATURDAY = new Date('2024-05-11T09:00:00.000Z');

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  await sandbox.close();
});

const open = (query: string) => sandbox.app.inject({ url: `${SANDBOX_CHAT_PAGE_PATH}?${query}` });
const post = (path: string, fields: Record<string, string>) =>
  sandbox.app.inject({
    method: 'POST',
    url: `${SANDBOX_CHAT_PAGE_PATH}${path}`,
    headers: { 'content-type': form },
    payload: new URLSearchParams({ app_origin: APP, lang: 'en', ...fields }).toString(),
  });
const OFFLINE = { name: 'Maija Meikäläinen', email: 'maija@example.fi', message: 'Call me <b>' };

describe('the simulated chat provider', () => {
  it('knows the agents’ hours: weekdays 9–16 in Helsinki', () => {
    expect(agentsOnline(new Date('2024-05-06T06:00:00.000Z'))).toBe(true);
    expect(agentsOnline(new Date('2024-05-06T05:59:00.000Z'))).toBe(false);
    expect(agentsOnline(new Date('2024-05-06T13:00:00.000Z'))).toBe(false);
    expect(agentsOnline(SATURDAY)).toBe(false);
  });

  it('serves the chat page in the app’s language to an app origin only', async () => {
    const page = await open(`app_origin=${encodeURIComponent(APP)}&lang=sv`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div lang="sv">');
    expect(page.body).toContain('Hej! Hur kan jag hjälpa till?');
    expect((await open('app_origin=https%3A%2F%2Fevil.example&lang=sv')).statusCode).toBe(400);
  });

  it('has a canned conversation that ends and tells the framing app so, to its origin', async () => {
    const first = await post('/message', { action: 'say', turn: '0', text: 'Hello' });
    expect(first.body).toContain('Let me check.');
    expect(first.body).not.toContain('postMessage');
    const last = await post('/message', { action: 'say', turn: '1', text: 'Thanks' });
    expect(last.body).toContain('The conversation has ended.');
    expect(last.body).toContain(
      'window.parent.postMessage({"type":"vertaislaina-chat","event":"ended"}, "app://vertaislaina")',
    );
    const ended = await post('/message', { action: 'end', turn: '0', text: '' });
    expect(ended.body).toContain('"event":"ended"');
  });

  it('shows the offline form when no agent is available', async () => {
    sandbox.clock.set(SATURDAY);
    const page = await open(`app_origin=${encodeURIComponent(APP)}&lang=de`);
    expect(page.body).toContain('Hinterlassen Sie eine Nachricht');
    expect(page.body).toContain(`action="${SANDBOX_CHAT_PAGE_PATH}/offline"`);
  });

  it('rejects an offline form with a missing field or a bad e-mail, keeping what was typed', async () => {
    const missing = await post('/offline', { ...OFFLINE, name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('This field is required.');
    expect(missing.body).toContain('value="maija@example.fi"');
    expect(missing.body).toContain('Call me &lt;b&gt;</textarea>');
    const badEmail = await post('/offline', { ...OFFLINE, email: 'maija@example' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain('Enter a valid e-mail address.');
    expect(badEmail.body).toContain('value="maija@example"');
  });

  it('loses nothing typed when the send fails, and sends on the next try', async () => {
    const fault = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      headers: controlSecret,
      payload: { method: 'POST', path: `${SANDBOX_CHAT_PAGE_PATH}/offline`, status: 503 },
    });
    expect(fault.statusCode).toBeLessThan(300);
    const failed = await post('/offline', OFFLINE);
    expect(failed.statusCode).toBe(503);
    expect(failed.body).toContain('Sending failed. What you typed is kept: try again.');
    expect(failed.body).toContain('value="Maija Meikäläinen"');
    expect(failed.body).toContain('value="maija@example.fi"');
    expect(failed.body).toContain('Call me &lt;b&gt;</textarea>');
    const sent = await post('/offline', OFFLINE);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Thank you for your message!');
  });
});
