import { useSetAtom } from 'jotai';
import { pushToastAtom } from '../state/atoms.ts';

/** `toast('errors:smsCodeExpired', 'warning')` shows a toast with that text. */
export function useToast() {
  const push = useSetAtom(pushToastAtom);
  return (messageKey: string, tone: 'info' | 'success' | 'warning' | 'danger' = 'info') =>
    push({ messageKey, tone });
}
