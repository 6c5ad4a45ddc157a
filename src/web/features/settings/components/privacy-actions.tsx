import { Download, Shield, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useExportWorkspace } from '#web/api/settings';
import { Button } from '#web/components/ui/button';
import { showErrorToast, showToast } from '#web/lib/toast-store';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { SettingsSection } from './settings-section';

export function PrivacyActions() {
  const exportWorkspace = useExportWorkspace();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  function startExport() {
    exportWorkspace.mutate(undefined, {
      onSuccess: (filename) =>
        showToast({ title: 'Export downloaded', description: `Your data was saved as ${filename}.` }),
      onError: (error) => showErrorToast('Export failed', error),
    });
  }

  return (
    <SettingsSection
      id="privacy"
      title="Privacy & Data"
      description="Your workspace's records belong to you: take a copy or remove them."
      icon={<Shield className="size-5" aria-hidden />}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm font-medium">Export my data</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              One JSON file with your profile, settings, clients, sessions and templates.
            </p>
          </div>
          <Button variant="secondary" onClick={startExport} disabled={exportWorkspace.isPending}>
            <Download className="size-4" aria-hidden />
            {exportWorkspace.isPending ? 'Exporting...' : 'Export my data'}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
          <div>
            <p className="text-sm font-medium">Delete my workspace</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Permanently removes everything in this workspace. This cannot be undone.
            </p>
          </div>
          <Button variant="danger" onClick={() => setIsDeleteOpen(true)}>
            <Trash2 className="size-4" aria-hidden />
            Delete my workspace
          </Button>
        </div>
      </div>
      <DeleteWorkspaceDialog open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />
    </SettingsSection>
  );
}
