/**
 * The engine's validation message split into field and text ("from: Must be a path …"), so the
 * form can show it beside the field; null when the message names no field of the form.
 */
export function fieldErrorOf<F extends string>(message: string, fields: readonly F[]): { field: F; message: string } | null {
  const match = /^(\w+): (.+)$/s.exec(message);
  const field = fields.find((name) => name === match?.[1]);
  return field && match?.[2] ? { field, message: match[2] } : null;
}
