import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { autosaveDelayMs } from './save-state.ts';
import type { ContentFormValues } from './content-form-values.ts';

const snapshot = (values: ContentFormValues) => JSON.stringify(values);

/**
 * Tracks whether the form differs from what was last loaded or saved, and (while `enabled`) saves
 * it `autosaveDelayMs` after the last change, when it is valid. `save` must not throw.
 */
export function useDraftAutosave({
  form,
  enabled,
  save,
}: {
  form: UseFormReturn<ContentFormValues>;
  enabled: boolean;
  save: (values: ContentFormValues) => Promise<void>;
}) {
  const baseline = useRef(snapshot(form.getValues()));
  const [dirty, setDirty] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;

  /** The form now matches what the engine holds (after a load or a save of `values`). */
  const markSaved = useCallback(
    (values: ContentFormValues) => {
      baseline.current = snapshot(values);
      setDirty(snapshot(form.getValues()) !== baseline.current);
    },
    [form],
  );

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      timer.current = null;
      const values = form.getValues();
      if (!enabledRef.current || snapshot(values) === baseline.current) return;
      // Only a valid form saves itself: the errors show beside the fields.
      if (!(await form.trigger())) return;
      await saveRef.current(values);
    }, autosaveDelayMs);
  }, [form]);

  useEffect(() => {
    const subscription = form.watch((values) => {
      const changed = snapshot(values as ContentFormValues) !== baseline.current;
      setDirty(changed);
      if (changed && enabledRef.current) schedule();
    });
    return () => {
      subscription.unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [form, schedule]);

  /** Whether the form differs from what the engine holds, now (not as of the last render). */
  const isDirty = useCallback(() => snapshot(form.getValues()) !== baseline.current, [form]);

  return { dirty, isDirty, markSaved };
}
