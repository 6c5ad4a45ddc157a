import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Template } from '../../../contract/templates';
import { useDeleteTemplate, useDuplicateTemplate, useTemplates } from '../../api/templates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-errors';
import { showToast } from '../../lib/toast-store';
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
      onError: (error) =>
        showToast({
          title: 'Could not duplicate the template',
          description: errorMessage(error),
          variant: 'destructive',
        }),
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
        showToast({
          title: 'Could not delete the template',
          description: errorMessage(error),
          variant: 'destructive',
        });
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
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          Loading templates…
        </p>
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
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <FileText className="size-10 text-slate-400 dark:text-slate-500" aria-hidden />
          <h3 className="text-lg font-semibold">No templates yet</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Create your first session template to get started
          </p>
          <Button onClick={openCreate} className="mt-2">
            <Plus className="size-4" aria-hidden />
            Create your first template
          </Button>
        </Card>
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
