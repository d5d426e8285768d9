/**
 * electron-builder's NSIS installer writes `Uninstall <productName>.exe` beside the app's
 * executable; the MSI, whose uninstall is msiexec's, writes none.
 */
export const NSIS_UNINSTALLER = 'Uninstall Vertaislaina.exe';

/**
 * Why this installation must not update itself, checked before electron-updater is even loaded
 * (null when it may; electron-updater then decides the rest: Squirrel.Mac on macOS, and on Linux
 * an AppImage, deb or rpm, each known by what the build left in its resources).
 * - Windows: only an NSIS installation. An MSI is the deployment tool's (Intune, SCCM…): the
 *   NSIS installer would put a second copy beside it. And only with a publisher to check the
 *   installer's signature against, or every download would be thrown away.
 */
export function whyNoSelfUpdate(options: {
  platform: NodeJS.Platform;
  windowsPublisherNames: readonly string[];
  isNsisInstall: () => boolean;
}): string | null {
  switch (options.platform) {
    case 'darwin':
    case 'linux':
      return null;
    case 'win32':
      if (!options.isNsisInstall()) {
        return 'an MSI installation is updated by the deployment that installed it';
      }
      if (options.windowsPublisherNames.length === 0) {
        return 'no Windows publisher is configured, so no installer signature would be accepted';
      }
      return null;
    default:
      return `electron-updater does not update ${options.platform}`;
  }
}
