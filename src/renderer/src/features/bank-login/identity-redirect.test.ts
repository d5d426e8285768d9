import { describe, expect, it, vi } from 'vitest';
import type { TeliaRedirectRequest } from '#shared/api/identity.ts';
import { fail } from '#shared/result.ts';
import { createApiClient } from '../../api/client.ts';
import { createFakeApi, type FakeReply } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope } from '../../test/fixtures.ts';
import { startIdentityRedirect } from './identity-redirect.ts';

const request: TeliaRedirectRequest = {
  method: 'fi-op',
  goal: 'login',
  language: 'fi',
  accepted_tc: '2021-06-15',
  affiliate_name: null,
  unique_affiliate_id: null,
  blaId: null,
};
const answer = envelope({ redirect_url: 'https://bank.example/authorize?state=S9', state: 'S9' });

function setup(platform: 'electron' | 'web', reply: FakeReply = { status: 200, body: answer }) {
  const fake = createFakeApi();
  fake.on('POST', 'api/auth/telia/redirect', reply);
  const api = createApiClient({
    apiBaseUrl: 'http://api.test',
    adapter: fake.adapter,
    onUnauthorized: vi.fn(),
    onTermsNotSigned: vi.fn(),
  });
  const bridge = createFakeBridge();
  const assign = vi.fn();
  return { deps: { api, bridge, platform, assign }, fake, bridge, assign };
}

describe('startIdentityRedirect', () => {
  it('web: posts the request and sends this tab to the bank page', async () => {
    const { deps, fake, assign, bridge } = setup('web');
    expect(await startIdentityRedirect(deps, request)).toBe('left');
    expect(fake.calls('POST', 'api/auth/telia/redirect')[0]?.body).toEqual(request);
    expect(assign).toHaveBeenCalledWith('https://bank.example/authorize?state=S9');
    expect(bridge.app.openExternal).not.toHaveBeenCalled();
  });

  it('electron: registers the state, then opens the bank page in the system browser', async () => {
    const { deps, assign, bridge } = setup('electron');
    expect(await startIdentityRedirect(deps, request)).toBe('waiting');
    expect(bridge.deepLinks.expectCallback).toHaveBeenCalledWith('S9');
    expect(bridge.app.openExternal).toHaveBeenCalledWith('https://bank.example/authorize?state=S9');
    expect(bridge.deepLinks.expectCallback.mock.invocationCallOrder[0]).toBeLessThan(
      bridge.app.openExternal.mock.invocationCallOrder[0] ?? 0,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('electron: fails when main refuses the state or the URL', async () => {
    const refused = setup('electron');
    const expectCallback = vi.fn((_state: string) => Promise.resolve(fail('invalid' as const)));
    const deps = {
      ...refused.deps,
      bridge: { ...refused.bridge, deepLinks: { ...refused.bridge.deepLinks, expectCallback } },
    };
    expect(await startIdentityRedirect(deps, request)).toBe('failed');
    expect(refused.bridge.app.openExternal).not.toHaveBeenCalled();

    const blocked = setup('electron');
    const openExternal = vi.fn((_url: string) => Promise.resolve(fail('not-allowed' as const)));
    const blockedDeps = {
      ...blocked.deps,
      bridge: { ...blocked.bridge, app: { ...blocked.bridge.app, openExternal } },
    };
    expect(await startIdentityRedirect(blockedDeps, request)).toBe('failed');
    expect(openExternal).toHaveBeenCalled();
  });

  it('electron: reads the state from the bank URL when the answer has only redirect_url', async () => {
    const onlyUrl = envelope({ redirect_url: 'https://bank.example/authorize?x=1&state=Q7' });
    const { deps, bridge } = setup('electron', { status: 200, body: onlyUrl });
    expect(await startIdentityRedirect(deps, request)).toBe('waiting');
    expect(bridge.deepLinks.expectCallback).toHaveBeenCalledWith('Q7');
  });

  it('electron: fails without opening the bank when no state can be known', async () => {
    const noState = envelope({ redirect_url: 'https://bank.example/authorize' });
    const { deps, bridge } = setup('electron', { status: 200, body: noState });
    expect(await startIdentityRedirect(deps, request)).toBe('failed');
    expect(bridge.app.openExternal).not.toHaveBeenCalled();
  });

  it('fails on an error answer or bad data', async () => {
    expect(await startIdentityRedirect(setup('web', { status: 500 }).deps, request)).toBe('failed');
    const bad = setup('web', { status: 200, body: envelope({ redirect_url: 'nope' }) });
    expect(await startIdentityRedirect(bad.deps, request)).toBe('failed');
    expect(bad.assign).not.toHaveBeenCalled();
  });
});
