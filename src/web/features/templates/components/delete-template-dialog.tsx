import { AlertDialog } from 'radix-ui';
import type { Template } from '#contract/templates';
import { Button } from '#web/components/ui/button';

/** Asks before a template is deleted; Escape or Cancel keeps it. Focus starts on Cancel, the safe choice. */
export function DeleteTemplateDialog({
  template,
  isDeleting,
  onConfirm,
  onOpenChange,
}: {
  template: Template | null;
  isDeleting: boolean;
  onConfirm: (template: Template) => void;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AlertDialog.Root open={template !== null} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold">Delete template?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {template ? `'${template.name}' will be removed. This cannot be undone.` : null}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={isDeleting}
              onClick={() => {
                if (template) onConfirm(template);
              }}
            >
              {isDeleting ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
