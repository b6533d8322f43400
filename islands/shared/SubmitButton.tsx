import { useMounted } from './use-mounted.ts';

interface Props {
  /** The form is being sent: the button shows `busyLabel` and cannot be pressed again. */
  busy: boolean;
  label: string;
  busyLabel: string;
}

/**
 * A site form's submit button. It is disabled until its island has hydrated: pressed earlier, the
 * server-rendered form would submit itself natively, to the page's own address with every field
 * (a password too) in the query string, and the reader would land back on an empty form.
 */
export function SubmitButton({ busy, label, busyLabel }: Props) {
  const mounted = useMounted();
  return (
    <button type="submit" disabled={!mounted || busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
