import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { unsavedFormsAtom } from '../../state/atoms.ts';

/**
 * A form says whether it holds what the user typed and has not sent (react-hook-form's
 * `formState.isDirty`, or its own comparison): while it does, the session timeout's warning says
 * that it will be lost. Counted, so that any number of forms can be mounted at once.
 */
export function useUnsavedWork(isDirty: boolean): void {
  const setUnsavedForms = useSetAtom(unsavedFormsAtom);
  useEffect(() => {
    if (!isDirty) return undefined;
    setUnsavedForms((count) => count + 1);
    return () => setUnsavedForms((count) => count - 1);
  }, [isDirty, setUnsavedForms]);
}
