import { FileUp, Library, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import type { ReferenceDocument } from '#contract/reference';
import { useImportReferenceDocument, useReferenceDocuments } from '#web/api/reference';
import { BusyIcon, Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { StatusText } from '#web/components/ui/status-text';
import { TABLE_BODY_CLASS, TableHead, TableScroller } from '#web/components/ui/table';
import { Input } from '#web/components/ui/field';
import { ListSearch, LoadMore } from '#web/components/ui/paged-list';
import { errorMessage } from '#web/lib/api-errors';
import { formatDate } from '#web/lib/format';
import { useDebouncedValue } from '#web/lib/paging';
import { documentKindLabel, importContentType, importProblem } from '../lib/dsm-display';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { LoadError } from '#web/components/ui/load-error';

const ACCEPTED_FILES = '.pdf,.txt,.md,application/pdf,text/plain,text/markdown';

/** The built-in reference and the practice's own imported manuals, with import and delete. */
export function ReferenceDocumentsCard() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  // A page at a time, found by title or file name on the server.
  const documents = useReferenceDocuments(q);
  const [toDelete, setToDelete] = useState<ReferenceDocument | undefined>();

  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Library className="size-5 text-brand-700 dark:text-brand-500" aria-hidden />
        Reference documents
      </h2>
      <ListSearch
        label="Search documents by title or file name"
        placeholder="Search documents"
        value={search}
        onChange={setSearch}
      />
      {documents.isPending ? (
        <StatusText>Loading documents…</StatusText>
      ) : documents.isError ? (
        <LoadError
          layout="row"
          message="Could not load the reference documents."
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      ) : documents.data.documents.length === 0 && q !== '' ? (
        <StatusText>No documents match “{q}”.</StatusText>
      ) : (
        <div>
          <DocumentsTable documents={documents.data.documents} onDelete={setToDelete} />
          <LoadMore pages={documents} shown={documents.data.documents.length} what="documents" />
        </div>
      )}
      <ImportForm />
      <DeleteDocumentDialog
        document={toDelete}
        onOpenChange={(open) => {
          if (!open) setToDelete(undefined);
        }}
      />
    </Card>
  );
}

function DocumentsTable({
  documents,
  onDelete,
}: {
  documents: ReferenceDocument[];
  onDelete: (document: ReferenceDocument) => void;
}) {
  return (
    <TableScroller label="Reference documents">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Reference documents</caption>
        <TableHead
          columns={[
            { label: 'Title' },
            { label: 'Kind' },
            { label: 'Pages', numeric: true },
            { label: 'Chunks', numeric: true },
            { label: 'Added' },
            { label: 'Actions', hidden: true },
          ]}
        />
        <tbody className={TABLE_BODY_CLASS}>
          {documents.map((document) => (
            <tr key={document.id}>
              <th scope="row" className="py-2 pr-3 font-medium">
                {document.title}
                {document.fileName && document.fileName !== document.title ? (
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {document.fileName}
                  </span>
                ) : null}
              </th>
              <td className="py-2 pr-3">{documentKindLabel(document.kind)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{document.pageCount ?? '—'}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {document.chunkCount.toLocaleString('en-US')}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDate(document.createdAt)}</td>
              <td className="py-2 text-right">
                {document.deletable ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${document.title}`}
                    onClick={() => onDelete(document)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                ) : (
                  <span className="text-xs text-slate-600 dark:text-slate-400">Built in</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** Imports a PDF, text or Markdown file; the server splits it into chunks that then need embeddings. */
function ImportForm() {
  const importDocument = useImportReferenceDocument();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [imported, setImported] = useState<ReferenceDocument | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const titleId = useId();
  const messageId = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    setImported(undefined);
    const localProblem = importProblem(file);
    setProblem(localProblem);
    if (localProblem) return;
    importDocument.mutate(
      { file, title, contentType: importContentType(file) ?? 'application/octet-stream' },
      {
        onSuccess: (document) => {
          setImported(document);
          setFile(null);
          setTitle('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) =>
          setProblem(errorMessage(error, 'The file could not be imported. Please try again.')),
      },
    );
  };

  return (
    <form
      aria-label="Import a document"
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
      onSubmit={submit}
    >
      <h3 className="font-semibold">Import a document</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        PDF, plain text (.txt) or Markdown (.md), up to 20 MB. After an import, refresh the embeddings so
        search can find the new content.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            File
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept={ACCEPTED_FILES}
            aria-invalid={problem !== undefined}
            aria-describedby={problem ? messageId : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(undefined);
              importDocument.reset();
            }}
            className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 dark:text-slate-200 dark:file:border-slate-600 dark:file:bg-slate-900 dark:file:text-slate-100"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={titleId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            Title (optional)
          </label>
          <Input
            id={titleId}
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="Defaults to the file name"
          />
        </div>
      </div>
      {imported ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          Imported {imported.title} ({imported.chunkCount.toLocaleString('en-US')} chunks). Its content
          becomes searchable once the embeddings are refreshed.
        </p>
      ) : null}
      {problem ? <ErrorText id={messageId}>{problem}</ErrorText> : null}
      <Button type="submit" disabled={!file || importDocument.isPending}>
        <BusyIcon isBusy={importDocument.isPending} icon={FileUp} />
        {importDocument.isPending ? 'Importing…' : 'Import document'}
      </Button>
    </form>
  );
}
