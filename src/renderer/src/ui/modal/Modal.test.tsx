import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

/*
 * The <dialog>'s methods come from the test setup's polyfill (jsdom has none). Inertness of the
 * page behind and Tab staying inside are the browser's: tests/e2e/dialogs.spec.ts checks them.
 * Test-only content: the lint rule on JSX text applies to the app's components.
 */
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

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve)));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Modal', () => {
  it('is a <dialog> shown as a modal, named by its title, with the focus on it', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Opener open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(dialog);
  });

  it('asks to close on Escape and stays open until it is no longer rendered', () => {
    const onClose = vi.fn();
    render(<Opener open onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.keyDown(screen.getByRole('button', { name: 'first' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('gives the focus back where it was when it closes', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Opener open={false} onClose={onClose} />);
    const outside = screen.getByRole('button', { name: 'outside' });
    outside.focus();
    rerender(<Opener open onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    rerender(<Opener open={false} onClose={onClose} />);
    expect(document.activeElement).toBe(outside);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to close when the browser closes it all the same, and not when the app does', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Opener open onClose={onClose} />);
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    // Chromium closes a dialog whose cancel was already prevented once without a user gesture.
    act(() => dialog.close());
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<Opener open={false} onClose={onClose} />);
    rerender(<Opener open onClose={onClose} />);
    rerender(<Opener open={false} onClose={onClose} />);
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
