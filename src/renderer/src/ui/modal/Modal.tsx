import { useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import styles from './Modal.module.css';

/**
 * A modal dialog: the platform's <dialog> shown with showModal(), so the page behind it is inert
 * (no focus, no pointer, hidden from screen readers) and Tab stays inside. It is named by its
 * title and takes the focus itself; Escape asks to close (onClose), and closing gives the focus
 * back where it was. Shown while rendered: close it by no longer rendering it.
 */
export function Modal({
  title,
  onClose,
  children,
}: {
  title: ReactNode;
  /** Escape; the dialog's own buttons call what they need. */
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = useRef(false);
  const requestClose = useRef(onClose);
  useLayoutEffect(() => {
    requestClose.current = onClose;
  });

  // Layout effects: shown before the first paint, and closed (the focus given back) before
  // React takes the element out of the page.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    element.focus();
    shown.current = true;
    return () => {
      shown.current = false;
      element.close();
    };
  }, []);

  // Escape: the dialog stays open until the app stops rendering it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose.current();
  };
  // Closed by the browser all the same (a repeated Escape may not be cancelled): the same ask.
  const onClosed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (shown.current && !event.currentTarget.open) requestClose.current();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={onCancel}
      onClose={onClosed}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
