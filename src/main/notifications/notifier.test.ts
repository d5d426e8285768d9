import { describe, expect, it, vi } from 'vitest';
import { createNotifier } from './notifier.ts';

function platform(focused: boolean, supported = true) {
  return { isSupported: () => supported, windowFocused: () => focused, show: vi.fn() };
}

describe('the notifier', () => {
  const note = { title: 'Withdrawal paid', body: '€100.00 is on its way to your bank.' };

  it('shows the notification while the window is not focused', () => {
    const p = platform(false);
    expect(createNotifier(p).notify(note)).toBe('shown');
    expect(p.show).toHaveBeenCalledWith(note);
  });

  it('shows nothing while the window has the focus', () => {
    const p = platform(true);
    expect(createNotifier(p).notify(note)).toBe('focused');
    expect(p.show).not.toHaveBeenCalled();
  });

  it('says when the system has no notifications', () => {
    const p = platform(false, false);
    expect(createNotifier(p).notify(note)).toBe('unsupported');
    expect(p.show).not.toHaveBeenCalled();
  });
});
