import { FileJson } from 'lucide-react';
import { buttonVariants } from './ui/button';

/** GET /api/sessions/:id/fhir answers the Bundle as an attachment, so a plain link downloads it. */
export const sessionFhirPath = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}/fhir`;

/** Downloads the session as a FHIR R4 Bundle for a record system. */
export function FhirExportLink({ sessionId }: { sessionId: string }) {
  return (
    <a href={sessionFhirPath(sessionId)} download className={buttonVariants({ variant: 'secondary' })}>
      <FileJson className="size-4" aria-hidden />
      Export FHIR
    </a>
  );
}
