/* Saving a file to disk through the bridge: the one hook every save uses. */
export {
  useFileSave,
  type FileSave,
  type FileSaveDeps,
  type FileToSave,
  type SaveOptions,
} from './use-file-save.ts';
export { type SaveResult, type SaveState } from './save-state.ts';
export { SaveOutcome } from './SaveOutcome.tsx';
