import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { unsavedFormsAtom } from '../../state/atoms.ts';
import { useUnsavedWork } from './use-unsaved-work.ts';

describe('useUnsavedWork', () => {
  it('counts the dirty forms, and forgets one when it is clean again or unmounted', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const first = renderHook(({ dirty }) => useUnsavedWork(dirty), {
      wrapper,
      initialProps: { dirty: false },
    });
    const second = renderHook(() => useUnsavedWork(true), { wrapper });
    expect(store.get(unsavedFormsAtom)).toBe(1);
    act(() => first.rerender({ dirty: true }));
    expect(store.get(unsavedFormsAtom)).toBe(2);
    act(() => first.rerender({ dirty: false }));
    expect(store.get(unsavedFormsAtom)).toBe(1);
    second.unmount();
    expect(store.get(unsavedFormsAtom)).toBe(0);
  });
});
