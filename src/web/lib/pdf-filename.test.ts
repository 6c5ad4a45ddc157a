import { describe, expect, it } from 'vitest';
import { pdfFilename } from './pdf-filename';

describe('pdfFilename', () => {
  it('uses the file name the server offers', () => {
    expect(pdfFilename('attachment; filename="assessment-report-2026-11-21.pdf"', 'r1')).toBe(
      'assessment-report-2026-11-21.pdf',
    );
  });

  it('decodes an RFC 5987 file name', () => {
    expect(pdfFilename("attachment; filename*=UTF-8''report%20Sarah%20M.pdf", 'r1')).toBe(
      'report Sarah M.pdf',
    );
  });

  it('falls back to a name from the report id without a header, for a non-PDF name, or for a path', () => {
    expect(pdfFilename(null, 'r1')).toBe('assessment-report-r1.pdf');
    expect(pdfFilename('attachment; filename="report.json"', 'r2')).toBe('assessment-report-r2.pdf');
    expect(pdfFilename('attachment; filename="../../etc/report.pdf"', 'r3')).toBe('assessment-report-r3.pdf');
  });
});
