import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// electron-builder validates its configuration with these two functions before it builds
// (Packager.validateConfig: getConfig, then validateConfiguration against app-builder-lib's
// scheme.json). No package entry point exports them, so the test imports the module they live
// in; app-builder-lib and builder-util come with electron-builder, at its exact versions.
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { DebugLogger } from 'builder-util';
import type { Configuration, TargetConfiguration } from 'electron-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEEP_LINK_SCHEME } from '#shared/deep-links.ts';

const projectDir = resolve(import.meta.dirname, '../..');

/** The configuration as electron-builder itself loads it. */
function loadConfig(): Promise<Configuration> {
  return getConfig(projectDir, 'electron-builder.yml', null);
}

type Platform = 'win' | 'mac' | 'linux';

/** The platform's targets with their architectures (`undefined`: electron-builder's default). */
function targetsOf(config: Configuration, platform: Platform): Map<string, string[] | undefined> {
  const declared = config[platform]?.target;
  const list = declared == null ? [] : Array.isArray(declared) ? declared : [declared];
  return new Map(
    list.map((entry: string | TargetConfiguration) =>
      typeof entry === 'string'
        ? [entry, undefined]
        : [entry.target, entry.arch == null ? undefined : [entry.arch].flat()],
    ),
  );
}

/** The artifact name pattern electron-builder uses for a target: its own, the platform's, the top. */
function artifactPattern(config: Configuration, platform: Platform, target: string): string {
  const targetOptions: { artifactName?: string | null } | null | undefined = {
    nsis: config.nsis,
    msi: config.msi,
    dmg: config.dmg,
    AppImage: config.appImage,
    deb: config.deb,
    rpm: config.rpm,
  }[target];
  return targetOptions?.artifactName ?? config[platform]?.artifactName ?? config.artifactName ?? '';
}

/** Every `<key>` an entitlements plist names, granted or not. */
function entitlementKeys(file: string): string[] {
  const plist = readFileSync(resolve(projectDir, file), 'utf8');
  return [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((match) => match[1] ?? '');
}

/** The statements of an NSIS macro: its lines, trimmed, without blank lines and `;` comments. */
function nsisMacro(script: string, name: string): string[] {
  const body = new RegExp(`^!macro ${name}\\n([\\s\\S]*?)^!macroend`, 'm').exec(script)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith(';'));
}

describe('the packaged app (electron-builder.yml)', () => {
  let config: Configuration;
  beforeAll(async () => {
    config = await loadConfig();
  });

  describe('as electron-builder validates it', () => {
    it('passes electron-builder’s own schema validation', async () => {
      await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    });

    it('is really checked: a misspelt option fails the same validation', async () => {
      const misspelt = { ...config, nsis: { ...config.nsis, perMachin: true } } as Configuration;
      await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(
        /configuration\.nsis should be/,
      );
    });
  });

  describe('targets per operating system', () => {
    it('Windows: an NSIS installer and an MSI package, for x64', () => {
      expect(targetsOf(config, 'win')).toEqual(
        new Map([
          ['nsis', ['x64']],
          ['msi', ['x64']],
        ]),
      );
    });

    it('macOS: a dmg and a zip, each for Apple silicon (arm64) and Intel (x64)', () => {
      expect(targetsOf(config, 'mac')).toEqual(
        new Map([
          ['dmg', ['arm64', 'x64']],
          ['zip', ['arm64', 'x64']],
        ]),
      );
    });

    it('Linux: an AppImage, a deb and an rpm, for x64', () => {
      expect(targetsOf(config, 'linux')).toEqual(
        new Map([
          ['AppImage', ['x64']],
          ['deb', ['x64']],
          ['rpm', ['x64']],
        ]),
      );
    });

    it('deb and rpm have what fpm refuses to build without: a project URL and a maintainer', () => {
      const { homepage } = z.object({ homepage: z.string() }).parse(config.extraMetadata);
      expect(homepage).toMatch(/^https:\/\//);
      expect(config.linux?.maintainer).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/);
    });

    it('deb and rpm depend on libsecret, which keytar needs for the keychain', () => {
      // No deb.depends: electron-builder's default list, which has libsecret-1-0.
      expect(config.deb?.depends).toBeUndefined();
      expect(config.rpm?.depends).toContain('libsecret');
      expect(config.rpm?.depends).toContain('gtk3');
    });
  });

  describe('the vertaislaina: scheme', () => {
    it('is declared once for all platforms: macOS’s Info.plist and Linux’s .desktop file', () => {
      // electron-builder writes config.protocols into CFBundleURLTypes (mac) and, as
      // x-scheme-handler/<scheme>, into the MimeType of the AppImage's, deb's and rpm's .desktop.
      const schemes = (config.protocols == null ? [] : [config.protocols].flat()).flatMap(
        (protocol) => protocol.schemes,
      );
      expect(schemes).toContain(DEEP_LINK_SCHEME);
    });

    it('is written to the registry by the NSIS installer and removed by its uninstaller', () => {
      expect(config.nsis?.include).toBe('resources/installer.nsh');
      const script = readFileSync(resolve(projectDir, 'resources/installer.nsh'), 'utf8');
      const key = `SHELL_CONTEXT "Software\\Classes\\${DEEP_LINK_SCHEME}`;
      expect(nsisMacro(script, 'customInstall')).toEqual(
        expect.arrayContaining([
          `WriteRegStr ${key}" "URL Protocol" ""`,
          `WriteRegStr ${key}\\shell\\open\\command" "" '"$INSTDIR\\\${APP_EXECUTABLE_FILENAME}" "%1"'`,
        ]),
      );
      expect(nsisMacro(script, 'customUnInstall')).toContain(`DeleteRegKey ${key}"`);
    });
  });

  describe('installing for one user or for all users', () => {
    it('NSIS offers both: per-user without rights, or all users after asking for elevation', () => {
      expect(config.nsis).toMatchObject({
        oneClick: false, // assisted: the install-mode page is shown
        perMachine: false, // the page offers "only for me" and "for all users"
        allowElevation: true, // "for all users" asks for administrator rights
        packElevateHelper: true, // updates of an all-users installation elevate too
      });
    });

    it('MSI installs for all users, silently, without starting the app as the installing account', () => {
      expect(config.msi).toMatchObject({ oneClick: true, perMachine: true, runAfterFinish: false });
    });

    it('MSI keeps one upgrade code, so new versions replace old ones and detection rules hold', () => {
      expect(config.msi?.upgradeCode).toMatch(
        /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/,
      );
    });
  });

  describe('macOS signing', () => {
    it('runs hardened and is notarized with the Apple account the environment names', () => {
      expect(config.mac?.hardenedRuntime).toBe(true);
      // true: electron-builder notarizes when APPLE_API_KEY/_ID/_ISSUER (or APPLE_ID, …) are set.
      expect(config.mac?.notarize).toBe(true);
    });

    it('grants the app and its helpers only what Electron needs: JIT', () => {
      for (const file of [config.mac?.entitlements, config.mac?.entitlementsInherit]) {
        expect(file).toBe('resources/entitlements.mac.plist');
        expect(existsSync(resolve(projectDir, file ?? ''))).toBe(true);
        expect(entitlementKeys(file ?? '')).toEqual(['com.apple.security.cs.allow-jit']);
      }
    });
  });

  describe('artifact names', () => {
    const platforms: readonly Platform[] = ['win', 'mac', 'linux'];

    it('carry the version and the architecture for every target', () => {
      for (const platform of platforms) {
        for (const target of targetsOf(config, platform).keys()) {
          const pattern = artifactPattern(config, platform, target);
          expect(pattern, `${platform} ${target}`).toContain('${version}');
          expect(pattern, `${platform} ${target}`).toContain('${arch}');
        }
      }
    });

    it('differ for every target and architecture, so no build overwrites another', () => {
      const names = platforms.flatMap((platform) =>
        [...targetsOf(config, platform)].flatMap(([target, archs]) =>
          (archs ?? ['x64']).map((arch) =>
            artifactPattern(config, platform, target)
              .replaceAll('${os}', platform)
              .replaceAll('${arch}', arch)
              .replaceAll('${ext}', target === 'nsis' ? 'exe' : target),
          ),
        ),
      );
      expect(new Set(names).size).toBe(names.length);
    });
  });

  it('flips the fuses: no running as Node, no NODE_OPTIONS or inspect, asar only and checked, no file:// privileges', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});
