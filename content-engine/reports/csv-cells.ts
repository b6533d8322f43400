import Papa from 'papaparse';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
export function safeCell(value: unknown): string | number {
  if (value == null) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV line (with its line break) of the given cells. */
export const csvLine = (cells: unknown[]) => `${Papa.unparse([cells.map(safeCell)], { newline: '\r\n' })}\r\n`;
