import { useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { engineFieldErrors } from '../../../shared/ui/forms/engine-field-errors.ts';
import { startExport, type StartExportInput } from '../api/start-export.ts';

/**
 * Starts an export: the engine's complaints about a parameter (`params.<name>`) come back per
 * field for the form to show beside it; anything else is a toast.
 */
export function useStartExport(onStarted: () => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = async (input: StartExportInput) => {
    setBusy(true);
    setErrors({});
    try {
      await startExport(input);
      notify.success('The export started. It is listed below with its progress.');
      onStarted();
    } catch (error) {
      const message = (error as Error).message;
      const placed = engineFieldErrors(message, 'params.');
      if (placed.length) setErrors(Object.fromEntries(placed.map((p) => [p.path, p.message])));
      else notify.error(message);
    } finally {
      setBusy(false);
    }
  };
  return { start, busy, errors, setErrors };
}
