/**
 * The name to save a report's PDF under: the one the server offers in `Content-Disposition`, when it is a
 * plain PDF file name, otherwise one built from the report id.
 */
export function pdfFilename(contentDisposition: string | null, reportId: string): string {
  const offered = /filename\*?\s*=\s*(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1]?.trim();
  let name = offered;
  try {
    name = offered === undefined ? undefined : decodeURIComponent(offered);
  } catch {
    // a malformed escape: keep the name as it was sent
  }
  // Only a bare file name: never a path the browser might be asked to write elsewhere.
  if (name && !/[\\/]/.test(name) && name.toLowerCase().endsWith('.pdf')) return name;
  return `assessment-report-${reportId}.pdf`;
}
