import { basename, join } from 'node:path';
import type { ShowSaveDialog } from './target.ts';

/**
 * Hooks for the Electron end-to-end suite, honoured only when VERTAISLAINA_E2E=1 is set
 * explicitly. VERTAISLAINA_E2E_SAVE_DIR replaces the save dialog: the file goes to that folder
 * under the name the dialog would have proposed.
 */
export function e2eSaveDialog(env: Record<string, string | undefined>): ShowSaveDialog | null {
  if (env.VERTAISLAINA_E2E !== '1') return null;
  const folder = env.VERTAISLAINA_E2E_SAVE_DIR;
  if (!folder) return null;
  return (options) =>
    Promise.resolve({ canceled: false, filePath: join(folder, basename(options.defaultPath)) });
}
