/**
 * The engine's validation message split into fields and texts, so the form can show each beside
 * its field. It reads both "Invalid input. from: Must be …; to: Must be …" (BAD_USER_INPUT) and a
 * single "from: …" (rules checked after parsing); empty when the message names no field of the form.
 */
export function fieldErrorsOf<F extends string>(
  message: string,
  fields: readonly F[],
): { field: F; message: string }[] {
  const body = message.replace(/^Invalid input\.\s*/, '');
  return body.split(/;\s+(?=\w+: )/).flatMap((part) => {
    const match = /^(\w+): (.+)$/s.exec(part.trim());
    const field = fields.find((name) => name === match?.[1]);
    return field && match?.[2] ? [{ field, message: match[2] }] : [];
  });
}
