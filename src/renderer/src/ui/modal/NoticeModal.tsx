import type { ReactNode } from 'react';
import buttons from '../button.module.css';
import layout from '../layout.module.css';
import { Modal } from './Modal.tsx';

/** What every modal with its own buttons is given: its title, body and how it closes. */
export interface ClosableModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal that tells one thing, with one button that closes it as Escape does. */
export function NoticeModal({ title, closeLabel, onClose, children }: ClosableModalProps) {
  return (
    <Modal title={title} onClose={onClose}>
      {children}
      <div className={layout.actions}>
        <button type="button" className={buttons.primary} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </Modal>
  );
}
