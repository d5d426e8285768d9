import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoticeModal } from './NoticeModal.tsx';

// Test-only content: the lint rule on JSX text applies to the app's components.
describe('NoticeModal', () => {
  it('tells its text under its title and closes by its one button', () => {
    const onClose = vi.fn();
    render(
      <NoticeModal title={'Title'} closeLabel={'OK'} onClose={onClose}>
        <p>{'What it tells'}</p>
      </NoticeModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog.textContent).toContain('What it tells');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
