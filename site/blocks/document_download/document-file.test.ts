import { describe, expect, it } from 'vitest';
import { documentFile } from './document-file.ts';

describe('documentFile', () => {
  it('reads the file src, its name and its type from the extension', () => {
    expect(
      documentFile({
        file: { src: '/files/fleet-guide.pdf', fileName: 'fleet-guide.pdf', mimeType: 'application/pdf' },
      }),
    ).toEqual({ src: '/files/fleet-guide.pdf', fileName: 'fleet-guide.pdf', kind: 'PDF' });
  });

  it('names the file after its path when the name is missing', () => {
    expect(documentFile({ file: { src: 'https://cdn.example.com/docs/Annual%20Report.docx?v=2' } })).toMatchObject({
      fileName: 'Annual Report.docx',
      kind: 'DOCX',
    });
  });

  it('has no file without a src', () => {
    expect(documentFile({ file: { fileName: 'x.pdf' } })).toBeNull();
    expect(documentFile({ file: null })).toBeNull();
    expect(documentFile(null)).toBeNull();
  });
});
