/**
 * The engine's BAD_USER_INPUT message ("Invalid input. to: Choose …; from: …") split by the
 * fields of the form, so each shows beside its field; empty when it names none of them.
 */
export function fieldErrorsOf<F extends string>(message: string, fields: readonly F[]) {
  return message
    .replace(/^Invalid input\.\s*/, '')
    .split(/;\s+(?=\w+: )/)
    .flatMap((part) => {
      const match = /^(\w+): (.+)$/s.exec(part.trim());
      const field = fields.find((name) => name === match?.[1]);
      return field && match?.[2] ? [{ field, message: match[2] }] : [];
    });
}
