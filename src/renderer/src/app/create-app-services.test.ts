import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test/fake-api.ts';
import { createFakeBridge } from '../test/fake-bridge.ts';
import { createAppServices } from './create-app.tsx';

type AttachedRouter = Parameters<ReturnType<typeof createAppServices>['attachRouter']>[0];

describe('createAppServices', () => {
  it('makes a navigation asked for before the router exists once it is attached', async () => {
    const bridge = createFakeBridge({ token: 'T' });
    const prepared = createAppServices({
      bridge,
      settings: await bridge.settings.get(),
      platform: 'web',
      adapter: createFakeApi().adapter,
    });
    // The start's session restore ends the session (its profile failed) before the router is built.
    await prepared.services.session.end();
    const navigate = vi.fn(() => Promise.resolve());
    prepared.attachRouter({ navigate } as unknown as AttachedRouter);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
