import { useCallback, useMemo, useRef } from 'react';
import { toast } from './toast.ts';

let sequence = 0;

/**
 * A form's error toasts: each gets an id of its own, and `dismissAll` (called when the form is
 * submitted again) closes the ones still on screen, so old errors never stack up next to the
 * answer to the new submission.
 */
export function useFormErrorToasts(title: string) {
  const ids = useRef<string[]>([]);
  const show = useCallback(
    (description: string) => {
      sequence += 1;
      const id = `form-error-${sequence}`;
      ids.current.push(id);
      toast.error(title, { id, description });
    },
    [title],
  );
  const dismissAll = useCallback(() => {
    for (const id of ids.current.splice(0)) toast.dismiss(id);
  }, []);
  return useMemo(() => ({ show, dismissAll }), [show, dismissAll]);
}
