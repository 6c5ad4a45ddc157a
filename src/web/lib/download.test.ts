import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './download';

describe('filenameFromContentDisposition', () => {
  it('reads the quoted name the export sends', () => {
    expect(
      filenameFromContentDisposition('attachment; filename="clinician-workspace-export-2025-03-14.json"'),
    ).toBe('clinician-workspace-export-2025-03-14.json');
  });

  it('reads an unquoted name and prefers the encoded one', () => {
    expect(filenameFromContentDisposition('attachment; filename=export.json')).toBe('export.json');
    expect(
      filenameFromContentDisposition(`attachment; filename="a.json"; filename*=UTF-8''caf%C3%A9.json`),
    ).toBe('café.json');
  });

  it('has no name without a header or a filename', () => {
    expect(filenameFromContentDisposition(null)).toBeUndefined();
    expect(filenameFromContentDisposition('attachment')).toBeUndefined();
  });
});
