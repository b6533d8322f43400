/**
 * An .ico file holding one picture per size (each a 1×1 PNG, as the format allows: readers take
 * the size from the directory, so the favicon check sees exactly the sizes listed here).
 * Sizes of 256 px and more are written as 0, as the format says.
 */
export function icoFile(sizes: readonly (readonly [width: number, height: number])[]): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  const entries = sizes.map(([width, height], index) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width >= 256 ? 0 : width, 0);
    entry.writeUInt8(height >= 256 ? 0 : height, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(6 + 16 * sizes.length + index * png.length, 12);
    return entry;
  });
  return Buffer.concat([header, ...entries, ...sizes.map(() => png)]);
}
