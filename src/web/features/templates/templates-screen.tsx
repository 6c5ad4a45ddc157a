import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Template } from '#contract/templates';
import { useDeleteTemplate, useDuplicateTemplate, useTemplates } from '../../api/templates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { StatusText } from '../../components/ui/status-text';
import { errorMessage } from '../../lib/api-errors';
import { showErrorToast, showToast } from '../../lib/toast-store';
import { DeleteTemplateDialog } from './components/delete-template-dialog';
import { TemplateCard } from './components/template-card';
import { TemplateFormDialog, type TemplateFormTarget } from './components/template-form-dialog';

/** SPEC §2 Templates: the clinician's session templates as a card grid, with create, edit, duplicate and delete. */
export function TemplatesScreen() {
  const templatesQuery = useTemplates();
  const duplicateMutation = useDuplicateTemplate();
  const deleteMutation = useDeleteTemplate();
  const [formTarget, setFormTarget] = useState<TemplateFormTarget>({ mode: 'closed' });
  const [pendingDelete, setPendingDelete] = useState<Template | null>(null);

  const openCreate = () => setFormTarget({ mode: 'create' });

  function duplicate(template: Template) {
    duplicateMutation.mutate(template.id, {
      onSuccess: (copy) => showToast({ title: 'Template duplicated', description: copy.name }),
      onError: (error) => showErrorToast('Could not duplicate the template', error),
    });
  }

  function confirmDelete(template: Template) {
    deleteMutation.mutate(template.id, {
      onSuccess: () => {
        setPendingDelete(null);
        showToast({ title: 'Template deleted', description: template.name });
      },
      onError: (error) => {
        setPendingDelete(null);
        showErrorToast('Could not delete the template', error);
      },
    });
  }

  return (
    <section aria-labelledby="templates-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2 id="templates-heading" className="text-xl font-semibold">
            Session Templates
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Reusable structures for your sessions: sections to cover and questions to ask.
          </p>
        </div>
        <Button onClick={openCreate}>
          <Plus className="size-4" aria-hidden />
          Create Template
        </Button>
      </div>

      {templatesQuery.isPending ? (
        <StatusText>Loading templates…</StatusText>
      ) : templatesQuery.isError ? (
        <Card className="space-y-3 p-6">
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(templatesQuery.error, 'The templates could not be loaded.')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void templatesQuery.refetch()}>
            Try again
          </Button>
        </Card>
      ) : templatesQuery.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No templates yet"
          isHeading
          isCard
          action={
            <Button onClick={openCreate} className="mt-2">
              <Plus className="size-4" aria-hidden />
              Create your first template
            </Button>
          }
        >
          Create your first session template to get started
        </EmptyState>
      ) : (
        <ul aria-label="Templates" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {templatesQuery.data.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                isDuplicating={duplicateMutation.isPending && duplicateMutation.variables === template.id}
                onEdit={() => setFormTarget({ mode: 'edit', template })}
                onDuplicate={() => duplicate(template)}
                onDelete={() => setPendingDelete(template)}
              />
            </li>
          ))}
        </ul>
      )}

      <TemplateFormDialog target={formTarget} onClose={() => setFormTarget({ mode: 'closed' })} />
      <DeleteTemplateDialog
        template={pendingDelete}
        isDeleting={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
      />
    </section>
  );
}
