import { Info } from 'lucide-react';
import { BUILTIN_REFERENCE_NOTICE } from '#contract/reference';
import { useReferenceStatus } from '../../api/reference';
import { EmbeddingsStatusCard } from './components/embeddings-status-card';
import { EnhancedDiagnosisCard } from './components/enhanced-diagnosis-card';
import { ReferenceDocumentsCard } from './components/reference-documents-card';
import { ReferenceSearchCard } from './components/reference-search-card';

/** SPEC §2 DSM-5-TR Assistant: reference status and embeddings, content search, enhanced diagnosis, documents. */
export function DsmAssistantScreen() {
  // Shares the status card's polled query, so search switches on as soon as the reference is ready.
  const isReady = useReferenceStatus().data?.isReady ?? false;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <p
        role="note"
        className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{BUILTIN_REFERENCE_NOTICE}</span>
      </p>
      <EmbeddingsStatusCard />
      <ReferenceSearchCard isReady={isReady} />
      <EnhancedDiagnosisCard />
      <ReferenceDocumentsCard />
    </div>
  );
}
