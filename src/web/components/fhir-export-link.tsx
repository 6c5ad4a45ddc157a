import { FileJson } from 'lucide-react';

/** GET /api/sessions/:id/fhir answers the Bundle as an attachment, so a plain link downloads it. */
export const sessionFhirPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/fhir`;

/** Downloads the session as a FHIR R4 Bundle for a record system. */
export function FhirExportLink({ sessionId }: { sessionId: string }) {
  return (
    <a
      href={sessionFhirPath(sessionId)}
      download
      className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3.5 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <FileJson className="size-4" aria-hidden />
      Export FHIR
    </a>
  );
}
