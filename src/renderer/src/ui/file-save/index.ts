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
export { bytesBase64, utf8Base64 } from './base64.ts';
