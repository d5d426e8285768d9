import type { ReactNode } from 'react';
import buttons from '../button.module.css';
import layout from '../layout.module.css';
import { Modal } from './Modal.tsx';

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
}: {
  title: string;
  confirmLabel: string;
  closeLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
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
