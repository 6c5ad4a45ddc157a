import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { noteSections, notePlainText, sectionPlainText } from '#contract/note-text';
import { type AssessmentReport } from '#contract/workflow';
import { CopyButton } from '#web/components/copy-button';
import { consentStatement } from '#contract/consent';
import { Badge, Card } from '#web/components/ui/card';
import { TABLE_BODY_CLASS, TableHead } from '#web/components/ui/table';
import { formatDate, formatTime } from '#web/lib/format';

const LABEL_CLASSES = 'text-sm font-medium text-slate-600 dark:text-slate-400';
const PROSE_CLASSES = 'whitespace-pre-line text-slate-900 dark:text-slate-100';

/** A titled part of the report, as the PDF prints it. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `report-section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card className="p-5">
      <section aria-labelledby={id} className="space-y-3">
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  );
}

function Prose({ text, empty }: { text: string; empty: string }) {
  return text.trim() ? (
    <p className={PROSE_CLASSES}>{text}</p>
  ) : (
    <p className="text-slate-600 italic dark:text-slate-400">{empty}</p>
  );
}

export function ReportDetails({ report }: { report: AssessmentReport }) {
  const rows: [string, ReactNode][] = [
    ['Client', `${report.clientFirstName} ${report.clientLastName}`],
    ['Clinician', report.clinicianName],
    ['Session date', <time dateTime={report.sessionDate}>{formatDate(report.sessionDate)}</time>],
    ['Report type', report.reportType],
    ['Created', <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>],
    [
      'Completed',
      report.completedAt ? (
        <time dateTime={report.completedAt}>{formatDate(report.completedAt)}</time>
      ) : (
        'Not completed'
      ),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className={LABEL_CLASSES}>{label}</dt>
          <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-50">{value}</dd>
        </div>
      ))}
      <div className="sm:col-span-2 lg:col-span-3">
        <dt className={LABEL_CLASSES}>Consent to recording</dt>
        <dd className="mt-0.5 text-slate-900 dark:text-slate-50">{consentStatement(report.consent)}</dd>
      </div>
    </dl>
  );
}

/** The note as it was signed (or last saved), with who signed it and when. */
export function ReportNote({ report }: { report: AssessmentReport }) {
  const { note } = report;
  return (
    <div className="space-y-4">
      <SignatureStatus report={report} />
      {note === null ? (
        <p className="text-slate-600 italic dark:text-slate-400">No note was saved for this session.</p>
      ) : (
        <>
          <div className="flex justify-end">
            <CopyButton text={() => notePlainText(note)} what="Session note" />
          </div>
          <dl className="space-y-4">
            {noteSections(note).map((section) => (
              <div key={section.key} data-note-section="">
                <dt className={LABEL_CLASSES}>{section.title}</dt>
                <dd className="mt-1 flex items-start justify-between gap-3">
                  <Prose text={section.content} empty="Not recorded" />
                  <CopyButton text={() => sectionPlainText(section.content)} what={section.title} isSection />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}

function SignatureStatus({ report }: { report: AssessmentReport }) {
  const version = report.noteVersion === null ? '' : `Version ${report.noteVersion} · `;
  if (report.noteSignedAt && report.noteSignedBy) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="success">Signed</Badge>
        <span className="text-slate-700 dark:text-slate-200">
          {version}Signed by {report.noteSignedBy} on {formatDate(report.noteSignedAt)} at{' '}
          {formatTime(report.noteSignedAt)}
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge tone="warning">Not signed</Badge>
      <span className="text-slate-700 dark:text-slate-200">
        {version}The note in this report has not been signed.
      </span>
    </p>
  );
}

/** Diagnosis confidences travel as 0–1, shown as whole percentages (SPEC §9, per suggestion). */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

export function ReportDiagnoses({ diagnoses }: { diagnoses: AssessmentReport['diagnoses'] }) {
  if (diagnoses.length === 0)
    return <p className="text-slate-600 italic dark:text-slate-400">No diagnosis was confirmed.</p>;
  return (
    <table className="w-full text-left text-sm">
      <TableHead columns={[{ label: 'Diagnosis' }, { label: 'Code' }, { label: 'Confidence' }]} />
      <tbody className={TABLE_BODY_CLASS}>
        {diagnoses.map((diagnosis) => (
          <tr key={`${diagnosis.code}-${diagnosis.diagnosis}`}>
            <td className="py-2 pr-4 font-medium text-slate-900 dark:text-slate-50">{diagnosis.diagnosis}</td>
            <td className="py-2 pr-4 font-mono">{diagnosis.code}</td>
            <td className="py-2">{formatConfidence(diagnosis.confidence)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ReportPlan({ plan }: { plan: AssessmentReport['plan'] }) {
  if (plan.length === 0)
    return <p className="text-slate-600 italic dark:text-slate-400">No treatment plan was accepted.</p>;
  return (
    <ul className="space-y-3">
      {plan.map((item) => (
        <li key={item.treatment} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900 dark:text-slate-50">{item.treatment}</span>
            <Badge tone="neutral" className="capitalize">
              {item.type}
            </Badge>
            <Badge tone="info">{sentenceCase(item.evidenceLevel)} evidence</Badge>
          </p>
          {item.description ? (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-200">{item.description}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A free-text part of the report; an empty one says so instead of leaving a blank. */
export function ReportText({ text, empty }: { text: string; empty: string }) {
  return <Prose text={text} empty={empty} />;
}

export function ConfirmationStatement({ statement }: { statement: string }) {
  return (
    <p className="flex items-center gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
      <CheckCircle2 className="size-4 shrink-0" aria-hidden />
      {statement}
    </p>
  );
}
