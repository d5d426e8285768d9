/* Saving a file to disk through the bridge: the one hook every save uses. */
export { useFileSave, type FileSave, type FileSaveDeps, type FileToSave } from './use-file-save.ts';
export { type SaveState } from './save-state.ts';
