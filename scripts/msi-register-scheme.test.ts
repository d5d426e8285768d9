import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// electron-builder's own MSI project writer and hook loader. No package entry point exports
// them, so the test imports the modules they live in (app-builder-lib comes with electron-builder).
// The package's index first: MsiTarget.js alone fails on app-builder-lib's circular imports.
import { Arch } from 'app-builder-lib';
import { getConfig } from 'app-builder-lib/out/util/config/config.js';
import { getEffectiveOptions } from 'app-builder-lib/out/options/CommonWindowsInstallerConfiguration.js';
import MsiTarget from 'app-builder-lib/out/targets/MsiTarget.js';
import { resolveFunction } from 'app-builder-lib/out/util/resolve.js';
import type { WinPackager } from 'app-builder-lib/out/winPackager.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEEP_LINK_SCHEME } from '#shared/deep-links.ts';
import { type msiProjectCreated, withSchemeRegistration } from './msi-register-scheme.ts';

const projectDir = resolve(import.meta.dirname, '..');

/** Only the part of electron-builder's MsiTarget that writes project.wxs, without WiX. */
class MsiProjectWriter extends MsiTarget {
  write(appOutDir: string): Promise<string> {
    return this.writeManifest(
      appOutDir,
      Arch.x64,
      getEffectiveOptions(this.options, this.packager),
    );
  }
}

/** The project.wxs electron-builder writes for our electron-builder.yml and a packed app. */
async function electronBuilderProject(appOutDir: string): Promise<string> {
  const config = await getConfig(projectDir, 'electron-builder.yml', null);
  // What MsiTarget reads of the Windows packager; the rest of it would need Electron's binary.
  const packager = {
    config,
    platformSpecificBuildOptions: config.win ?? {},
    appInfo: {
      id: config.appId,
      productName: 'Vertaislaina',
      productFilename: 'Vertaislaina',
      sanitizedProductName: 'Vertaislaina',
      companyName: 'Vertaislaina',
      description: 'Vertaislaina desktop client',
      getVersionInWeirdWindowsForm: () => '0.1.0.0',
    },
    fileAssociations: [],
    compression: 'normal',
    getIconPath: () => Promise.resolve(null),
  } as unknown as WinPackager;
  return new MsiProjectWriter(packager, appOutDir).write(appOutDir);
}

/** The `<Component>` element that holds the file with the given id. */
function componentOf(project: string, fileId: string): string {
  const file = project.indexOf(`Id="${fileId}"`);
  const start = project.lastIndexOf('<Component', file);
  const end = project.indexOf('</Component>', file);
  return file === -1 ? '' : project.slice(start, end + '</Component>'.length);
}

describe('the MSI hook that registers the vertaislaina: scheme', () => {
  let appOutDir: string;
  beforeEach(async () => {
    appOutDir = await mkdtemp(join(tmpdir(), 'msi-project-'));
    await mkdir(join(appOutDir, 'resources'));
    await writeFile(join(appOutDir, 'Vertaislaina.exe'), '');
    await writeFile(join(appOutDir, 'resources', 'app.asar'), '');
  });
  afterEach(async () => {
    await rm(appOutDir, { recursive: true, force: true });
  });

  it('is loaded by electron-builder from electron-builder.yml and adds the scheme’s keys to the main executable’s component', async () => {
    const config = await getConfig(projectDir, 'electron-builder.yml', null);
    // As electron-builder runs it: loaded by Node itself (types stripped, #shared resolved).
    const hook: unknown = await resolveFunction(
      undefined,
      config.msiProjectCreated,
      'msiProjectCreated',
      projectDir,
    );
    if (typeof hook !== 'function')
      throw new Error('electron-builder found no msiProjectCreated hook');
    const projectFile = join(appOutDir, 'project.wxs');
    await writeFile(projectFile, await electronBuilderProject(appOutDir));

    await (hook as typeof msiProjectCreated)(projectFile);

    const component = componentOf(await readFile(projectFile, 'utf8'), 'mainExecutable');
    const key = `<RegistryKey Root="HKMU" Key="Software\\Classes\\${DEEP_LINK_SCHEME}">`;
    expect(component).toContain(key);
    expect(component).toContain('<RegistryValue Type="string" Name="URL Protocol" Value=""/>');
    expect(component).toContain(
      '<RegistryValue Type="string" Value="&quot;[#mainExecutable]&quot; &quot;%1&quot;"/>',
    );
    // Balanced: the nested keys close inside the component.
    expect(component.split('<RegistryKey').length).toBe(component.split('</RegistryKey>').length);
  });

  it('keeps the rest of the project as electron-builder wrote it, installed for all users', async () => {
    const project = await electronBuilderProject(appOutDir);
    const registered = withSchemeRegistration(project);

    expect(registered.replace(/ *<\/?Registry[^\n]*\n/g, '')).toBe(project);
    expect(registered).toContain('<Property Id="ALLUSERS" Secure="yes" Value="1"/>');
    expect(componentOf(registered, 'app.asar_f')).not.toContain('RegistryKey');
  });

  it('stops the build when the project has no main executable (a changed template)', () => {
    expect(() => withSchemeRegistration('<Wix><Product/></Wix>')).toThrow(/mainExecutable/);
  });
});
