import { describe, expect, it } from 'vitest';
import { whyNoSelfUpdate } from './update-support.ts';

const PUBLISHER = 'CN=Vertaislaina Oy, O=Vertaislaina Oy, C=FI';

describe('whyNoSelfUpdate', () => {
  it('leaves macOS and Linux to electron-updater', () => {
    for (const platform of ['darwin', 'linux'] as const) {
      expect(
        whyNoSelfUpdate({ platform, windowsPublisherNames: [], isNsisInstall: () => false }),
      ).toBeNull();
    }
  });

  it('updates a Windows NSIS installation when a publisher is configured', () => {
    expect(
      whyNoSelfUpdate({
        platform: 'win32',
        windowsPublisherNames: [PUBLISHER],
        isNsisInstall: () => true,
      }),
    ).toBeNull();
  });

  it('leaves an MSI installation to its deployment, and refuses without a publisher', () => {
    const windows = { platform: 'win32', windowsPublisherNames: [PUBLISHER] } as const;
    expect(whyNoSelfUpdate({ ...windows, isNsisInstall: () => false })).toMatch(/MSI/);
    expect(
      whyNoSelfUpdate({ ...windows, windowsPublisherNames: [], isNsisInstall: () => true }),
    ).toMatch(/no Windows publisher/);
  });

  it('does nothing on a platform electron-updater does not know', () => {
    expect(
      whyNoSelfUpdate({
        platform: 'freebsd',
        windowsPublisherNames: [],
        isNsisInstall: () => true,
      }),
    ).toMatch(/freebsd/);
  });
});
