import buttons from '../button.module.css';
import layout from '../layout.module.css';
import { Modal } from './Modal.tsx';
import type { ClosableModalProps } from './NoticeModal.tsx';

/**
 * A modal that asks to confirm one thing (a withdrawal, turning autoinvest off): what is asked,
 * then Confirm (disabled while `busy`) and Close. Escape closes as Close does.
 */
export function ConfirmModal({
  title,
  confirmLabel,
  closeLabel,
  busy = false,
  onConfirm,
  onClose,
  children,
}: ClosableModalProps & {
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      {children}
      <div className={layout.actions}>
        <button type="button" className={buttons.primary} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </Modal>
  );
}
