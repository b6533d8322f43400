/**
 * The engine's BAD_USER_INPUT message ("Invalid input. phone: Use digits…; socialLinks.linkedin: …")
 * as field paths and texts, so the form shows each beside its field; [] when it names none.
 */
export function fieldErrorsOf(message: string): { path: string; message: string }[] {
  if (!message.startsWith('Invalid input.')) return [];
  return message
    .replace(/^Invalid input\.\s*/, '')
    .split(/;\s+(?=[\w.]+: )/)
    .flatMap((part) => {
      const match = /^([\w.]+): (.+)$/s.exec(part.trim());
      return match?.[1] && match[2] ? [{ path: match[1], message: match[2] }] : [];
    });
}
