import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTargetChooser } from './target.ts';
import type { ShowSaveDialog } from './target.ts';

function chooser(opts: { policy?: string | null; last?: string | null; dialog?: ShowSaveDialog }) {
  const showSaveDialog = vi.fn(opts.dialog ?? (() => Promise.resolve({ canceled: true })));
  const choose = createTargetChooser({
    showSaveDialog,
    policyFolder: () => opts.policy ?? null,
    lastFolder: () => opts.last ?? null,
    defaultFolder: () => '/home/u/Downloads',
  });
  return { choose, showSaveDialog };
}

describe('target chooser', () => {
  it('uses the policy folder without a dialog and never overwrites', async () => {
    const c = chooser({ policy: '/srv/shared/../exports' });
    expect(await c.choose('pdf', '../../lasku')).toEqual({
      folder: '/srv/exports',
      fileName: 'lasku.pdf',
      overwrite: false,
    });
    expect(c.showSaveDialog).not.toHaveBeenCalled();
  });

  it('starts the dialog in the last folder with the sanitized name and the kind filter', async () => {
    const c = chooser({ last: '/home/u/Documents' });
    expect(await c.choose('csv', 'CON')).toBeNull();
    expect(c.showSaveDialog).toHaveBeenCalledWith({
      defaultPath: join('/home/u/Documents', '_CON.csv'),
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
  });

  it("offers the zip filter and extension for main's own files", async () => {
    const c = chooser({ last: '/home/u' });
    await c.choose('zip', 'diagnostics.zip');
    expect(c.showSaveDialog).toHaveBeenCalledWith({
      defaultPath: join('/home/u', 'diagnostics.zip'),
      filters: [{ name: 'ZIP', extensions: ['zip'] }],
    });
  });

  it('falls back to the default folder', async () => {
    const c = chooser({});
    await c.choose('pdf', 'x');
    expect(c.showSaveDialog.mock.calls[0]?.[0]?.defaultPath).toBe('/home/u/Downloads/x.pdf');
  });

  it("takes the dialog's confirmation as overwrite consent only for the name the user chose", async () => {
    const same = chooser({
      dialog: () => Promise.resolve({ canceled: false, filePath: '/tmp/out/a.pdf' }),
    });
    expect(await same.choose('pdf', 'x')).toEqual({
      folder: '/tmp/out',
      fileName: 'a.pdf',
      overwrite: true,
    });
    const changed = chooser({
      dialog: () => Promise.resolve({ canceled: false, filePath: '/tmp/out/a' }),
    });
    expect(await changed.choose('pdf', 'x')).toEqual({
      folder: '/tmp/out',
      fileName: 'a.pdf',
      overwrite: false,
    });
  });

  it('treats a dialog without a path as canceled', async () => {
    const c = chooser({ dialog: () => Promise.resolve({ canceled: false, filePath: '' }) });
    expect(await c.choose('pdf', 'x')).toBeNull();
  });
});
