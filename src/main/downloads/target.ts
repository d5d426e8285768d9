import { basename, dirname, join, resolve } from 'node:path';
import { sanitizeFileName, type FileKind } from './file-name.ts';

export interface SaveTarget {
  folder: string;
  fileName: string;
  /** True only when the save dialog itself confirmed replacing an existing file. */
  overwrite: boolean;
}

export interface SaveDialogOptions {
  defaultPath: string;
  filters: Array<{ name: string; extensions: string[] }>;
}

export type ShowSaveDialog = (
  options: SaveDialogOptions,
) => Promise<{ canceled: boolean; filePath?: string | undefined }>;

export interface TargetChooserDeps {
  showSaveDialog: ShowSaveDialog;
  /** A folder fixed by the managed-desktop policy: no dialog, never overwrite. */
  policyFolder: () => string | null;
  lastFolder: () => string | null;
  defaultFolder: () => string;
}

export type ChooseTarget = (kind: FileKind, suggestedName: unknown) => Promise<SaveTarget | null>;

const FILTERS: Record<FileKind, SaveDialogOptions['filters']> = {
  csv: [{ name: 'CSV', extensions: ['csv'] }],
  pdf: [{ name: 'PDF', extensions: ['pdf'] }],
  zip: [{ name: 'ZIP', extensions: ['zip'] }],
};

/**
 * Where a download goes. With a policy folder: that folder, the sanitized server name, and a
 * numbered name instead of overwriting. Otherwise the save dialog (starting in the last folder);
 * its own overwrite confirmation counts as the user's choice, unless we had to change the name.
 */
export function createTargetChooser(deps: TargetChooserDeps): ChooseTarget {
  return async (kind, suggestedName) => {
    const name = sanitizeFileName(suggestedName, kind);
    const fixed = deps.policyFolder();
    if (fixed !== null) return { folder: resolve(fixed), fileName: name, overwrite: false };

    const start = deps.lastFolder() ?? deps.defaultFolder();
    const result = await deps.showSaveDialog({
      defaultPath: join(start, name),
      filters: FILTERS[kind],
    });
    if (result.canceled || !result.filePath) return null;
    const chosen = resolve(result.filePath);
    const typed = basename(chosen);
    const fileName = sanitizeFileName(typed, kind);
    return { folder: dirname(chosen), fileName, overwrite: fileName === typed };
  };
}
