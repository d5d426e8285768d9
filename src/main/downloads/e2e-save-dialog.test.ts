import { describe, expect, it } from 'vitest';
import { trustedEnv } from '../launch/trusted-env.ts';
import { e2eSaveDialog } from './e2e-save-dialog.ts';

describe('e2eSaveDialog', () => {
  it('is off unless VERTAISLAINA_E2E=1 is set explicitly', () => {
    expect(e2eSaveDialog({ VERTAISLAINA_E2E_SAVE_DIR: '/tmp/x' })).toBeNull();
    expect(
      e2eSaveDialog({ VERTAISLAINA_E2E: 'true', VERTAISLAINA_E2E_SAVE_DIR: '/tmp/x' }),
    ).toBeNull();
    expect(e2eSaveDialog({ VERTAISLAINA_E2E: '1' })).toBeNull();
  });

  it('answers with the proposed name in the given folder', async () => {
    const dialog = e2eSaveDialog({ VERTAISLAINA_E2E: '1', VERTAISLAINA_E2E_SAVE_DIR: '/tmp/x' });
    expect(await dialog?.({ defaultPath: '/home/u/Downloads/a.csv', filters: [] })).toEqual({
      canceled: false,
      filePath: '/tmp/x/a.csv',
    });
  });

  it('leaves a packaged app on the real save dialog', () => {
    const env = trustedEnv({ VERTAISLAINA_E2E: '1', VERTAISLAINA_E2E_SAVE_DIR: '/tmp/out' }, true);
    expect(e2eSaveDialog(env)).toBeNull();
  });
});
