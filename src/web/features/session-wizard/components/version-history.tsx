import { useState } from 'react';
import type { NoteVersion } from '#contract/workflow';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { TABLE_BODY_CLASS, TableHead, TableScroller } from '#web/components/ui/table';
import { Modal } from '#web/components/ui/modal';
import { formatDate, formatTime } from '#web/lib/format';
import { NoteView } from './note-view';

export function signatureText(version: Pick<NoteVersion, 'signedBy' | 'signedAt'>): string | null {
  if (version.signedBy === null || version.signedAt === null) return null;
  return `Signed by ${version.signedBy} on ${formatDate(version.signedAt)} at ${formatTime(version.signedAt)}`;
}

const KIND_LABELS: Record<NoteVersion['kind'], string> = { original: 'Original', amendment: 'Amendment' };
const STATUS_LABELS: Record<NoteVersion['status'], string> = { draft: 'Draft', signed: 'Signed' };

/** Every version of the note, newest first; signed versions never change, so each stays readable here. */
export function VersionHistory({ versions }: { versions: readonly NoteVersion[] }) {
  const [viewing, setViewing] = useState<NoteVersion | null>(null);
  return (
    <Card className="p-5">
      <h3 className="text-lg font-semibold">Version History</h3>
      <TableScroller label="Version history" className="mt-3">
        <table className="w-full text-left text-sm">
          <TableHead
            columns={[
              { label: 'Version' },
              { label: 'Kind' },
              { label: 'Status' },
              { label: 'Signed' },
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody className={TABLE_BODY_CLASS}>
            {versions.map((version) => (
              <tr key={version.id}>
                <td className="py-2 pr-4 font-medium">Version {version.version}</td>
                <td className="py-2 pr-4">
                  {KIND_LABELS[version.kind]}
                  {version.amendmentReason ? (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      Reason: {version.amendmentReason}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4">{STATUS_LABELS[version.status]}</td>
                <td className="py-2 pr-4">
                  {version.signedBy && version.signedAt
                    ? `${version.signedBy}, ${formatDate(version.signedAt)} ${formatTime(version.signedAt)}`
                    : 'Not signed'}
                </td>
                <td className="py-2 text-right">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-haspopup="dialog"
                    aria-label={`View version ${version.version}`}
                    onClick={() => setViewing(version)}
                  >
                    View
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <Modal
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
        title={viewing ? `Version ${viewing.version} (${KIND_LABELS[viewing.kind]})` : ''}
        description={viewing ? (signatureText(viewing) ?? 'Draft, not signed') : undefined}
        wide
      >
        {viewing ? <NoteView content={viewing.content} /> : null}
      </Modal>
    </Card>
  );
}
