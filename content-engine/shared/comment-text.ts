/*
 * Comments are plain text: what a visitor typed is stored as text and always rendered as text
 * (escaped), never as HTML. Cleaning removes what has no business in a comment and could disguise
 * it: control characters, zero-width and bidirectional-override characters; it normalises line
 * ends, trims each line's end, and keeps at most one blank line between paragraphs.
 */

// C0/C1 controls except tab and line feed; zero-width, bidi controls, BOM.
const invisible =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

/** A comment body as stored: cleaned plain text ('' when nothing is left). */
export function cleanCommentBody(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(invisible, '')
    .replace(/\t/g, ' ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A display name as stored: one line of cleaned text with single spaces. */
export function cleanDisplayName(text: string): string {
  return cleanCommentBody(text).replace(/\s+/g, ' ');
}
