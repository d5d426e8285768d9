/**
 * electron-builder's `msiProjectCreated` hook (electron-builder.yml): registers the
 * `vertaislaina:` scheme in the MSI package.
 *
 * electron-builder's MSI template writes `protocols` nowhere (only the mac Info.plist, the Linux
 * .desktop file and AppX do), and it has no option for registry values. It hands this hook the
 * WiX project (project.wxs) before compiling it, so the keys go into the component of the main
 * executable: Windows Installer writes them with the program and removes them with it. `HKMU` is
 * HKLM for a per-machine install (ours) and HKCU for a per-user one.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { DEEP_LINK_SCHEME } from '#shared/deep-links.ts';

const MAIN_EXECUTABLE = 'Id="mainExecutable"';

const SCHEME_KEYS = [
  `<RegistryKey Root="HKMU" Key="Software\\Classes\\${DEEP_LINK_SCHEME}">`,
  `  <RegistryValue Type="string" Value="URL:Vertaislaina"/>`,
  `  <RegistryValue Type="string" Name="URL Protocol" Value=""/>`,
  `  <RegistryKey Key="DefaultIcon">`,
  `    <RegistryValue Type="string" Value="[#mainExecutable],0"/>`,
  `  </RegistryKey>`,
  `  <RegistryKey Key="shell\\open\\command">`,
  `    <RegistryValue Type="string" Value="&quot;[#mainExecutable]&quot; &quot;%1&quot;"/>`,
  `  </RegistryKey>`,
  `</RegistryKey>`,
];

/**
 * The WiX project with the scheme's keys added to the main executable's component. Throws when
 * that component is not found, so that a changed template stops the build instead of shipping
 * an MSI that cannot open links.
 */
export function withSchemeRegistration(project: string): string {
  const file = project.indexOf(MAIN_EXECUTABLE);
  const end = file === -1 ? -1 : project.indexOf('</Component>', file);
  if (end === -1) {
    throw new Error(`msiProjectCreated: no component with ${MAIN_EXECUTABLE} in the WiX project`);
  }
  // At the start of the line that closes the component, so the project stays readable.
  const lineStart = project.lastIndexOf('\n', end) + 1;
  const at = lineStart > file ? lineStart : end;
  const keys = SCHEME_KEYS.map((line) => `${' '.repeat(8)}${line}\n`).join('');
  return `${project.slice(0, at)}${keys}${project.slice(at)}`;
}

export async function msiProjectCreated(projectFile: string): Promise<void> {
  const project = await readFile(projectFile, 'utf8');
  await writeFile(projectFile, withSchemeRegistration(project));
}
