import type { MessageBoxOptions, MessageBoxReturnValue } from 'electron';
import type { AppLanguage } from '#shared/languages.ts';
import type { ConfirmRestart } from './ports.ts';
import { restartPromptText } from './restart-prompt-text.ts';

/** `dialog.showMessageBox`, bound to the main window when there is one. */
export type ShowMessageBox = (options: MessageBoxOptions) => Promise<MessageBoxReturnValue>;

const RESTART = 0;
const LATER = 1;

/**
 * The restart question as a native message box in the user's language. "Later" is the escape
 * and default-cancel answer: closing the box never restarts the app.
 */
export function restartDialog(
  showMessageBox: ShowMessageBox,
  language: () => AppLanguage,
): ConfirmRestart {
  return async ({ version }) => {
    const text = restartPromptText(language(), version);
    const { response } = await showMessageBox({
      type: 'question',
      title: text.title,
      message: text.message,
      detail: text.detail,
      buttons: [text.restart, text.later],
      defaultId: RESTART,
      cancelId: LATER,
      noLink: true,
    });
    return response === RESTART;
  };
}
