import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_ONLY_VARIABLES, trustedEnv } from './trusted-env.ts';

const hooks = {
  VERTAISLAINA_POLICY_FILE: '/tmp/my-policy.json',
  VERTAISLAINA_E2E: '1',
  VERTAISLAINA_E2E_SAVE_DIR: '/tmp/out',
  ELECTRON_RENDERER_URL: 'http://localhost:5173',
  VERTAISLAINA_SANDBOX_SECRET: 'a-secret-the-test-knows',
};
const userSettings = {
  VERTAISLAINA_DATA_DIR: '/home/u/profile',
  VERTAISLAINA_API_BASE_URL: 'https://api.example.fi',
};

describe('trustedEnv', () => {
  it.each(DEVELOPMENT_ONLY_VARIABLES)('drops %s in a packaged app', (name) => {
    expect(trustedEnv({ ...hooks, ...userSettings }, true)[name]).toBeUndefined();
  });

  it('keeps every hook in development', () => {
    expect(trustedEnv({ ...hooks, ...userSettings }, false)).toEqual({ ...hooks, ...userSettings });
  });

  it('keeps the user’s own settings in a packaged app', () => {
    expect(trustedEnv({ ...hooks, ...userSettings }, true)).toEqual(userSettings);
  });
});
