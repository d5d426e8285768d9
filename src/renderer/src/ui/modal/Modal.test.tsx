import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

/* Test-only content: the lint rule on JSX text applies to the app's components. */
function Opener({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <>
      <button type="button">{'outside'}</button>
      {open ? (
        <Modal title={'Title'} onClose={onClose}>
          <button type="button">{'first'}</button>
          <button type="button">{'last'}</button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with the focus inside', () => {
    render(<Opener open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
  });

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Opener open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    const first = screen.getByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives the focus back', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Opener open={false} onClose={onClose} />);
    const outside = screen.getByRole('button', { name: 'outside' });
    outside.focus();
    rerender(<Opener open onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Opener open={false} onClose={onClose} />);
    expect(document.activeElement).toBe(outside);
  });
});
