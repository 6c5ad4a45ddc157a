import { ArrowLeft, Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AI_CONFIRMATION_STATEMENT, type AssessmentReport } from '#contract/workflow';
import { useDownloadReportPdf, useReport } from '../../api/reports';
import { FhirExportLink } from '../../components/fhir-export-link';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { StatusText } from '../../components/ui/status-text';
import { ApiError } from '../../lib/api-client';
import { showErrorToast, showToast } from '../../lib/toast-store';
import {
  ConfirmationStatement,
  ReportDetails,
  ReportDiagnoses,
  ReportNote,
  ReportPlan,
  ReportSection,
  ReportText,
} from './components/report-sections';
import { LoadError } from '../../components/ui/load-error';

const BACK_LINK_CLASSES =
  'inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100';

function BackToReports() {
  return (
    <Link to="/app/assessment-reports" className={BACK_LINK_CLASSES}>
      <ArrowLeft className="size-4" aria-hidden />
      All reports
    </Link>
  );
}

/** One assessment report in full, as its PDF prints it, with Download PDF. */
export function AssessmentReportScreen() {
  const { reportId = '' } = useParams();
  const report = useReport(reportId);

  if (report.isPending) return <StatusText>Loading report…</StatusText>;
  if (report.isError) {
    const isMissing = report.error instanceof ApiError && report.error.status === 404;
    return (
      <div className="mx-auto max-w-4xl space-y-4">
        <BackToReports />
        {isMissing ? (
          <Card role="alert" className="p-6">
            <p className="font-medium text-red-700 dark:text-red-400">This report was not found.</p>
          </Card>
        ) : (
          <LoadError
            layout="card"
            message="Could not load the report."
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        )}
      </div>
    );
  }
  return <ReportView report={report.data} />;
}

function ReportView({ report }: { report: AssessmentReport }) {
  const download = useDownloadReportPdf();
  const downloadPdf = async () => {
    try {
      const filename = await download.mutateAsync(report.id);
      showToast({ title: 'PDF downloaded', description: filename });
    } catch (error) {
      showErrorToast('Could not download the PDF', error);
    }
  };

  return (
    <article aria-labelledby="report-heading" className="mx-auto max-w-4xl space-y-5">
      <BackToReports />
      <Card className="space-y-5 p-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="report-heading" className="flex flex-wrap items-center gap-3 text-xl font-semibold">
              {report.reportType}
              <Badge tone={report.status === 'final' ? 'success' : 'warning'}>
                {report.status === 'final' ? 'Final' : 'Draft'}
              </Badge>
            </h2>
            <p className="mt-1 text-slate-700 dark:text-slate-200">
              {report.clientFirstName} {report.clientLastName}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <FhirExportLink sessionId={report.sessionId} />
            <Button onClick={() => void downloadPdf()} disabled={download.isPending}>
              <Download className="size-4" aria-hidden />
              {download.isPending ? 'Preparing PDF…' : 'Download PDF'}
            </Button>
          </div>
        </div>
        <ReportDetails report={report} />
      </Card>

      <ReportSection title="Presenting Problem">
        <ReportText text={report.presentingProblem} empty="The presenting problem was not recorded." />
      </ReportSection>
      <ReportSection title="Session Note">
        <ReportNote report={report} />
      </ReportSection>
      <ReportSection title="Diagnoses">
        <ReportDiagnoses diagnoses={report.diagnoses} />
      </ReportSection>
      <ReportSection title="Treatment Plan">
        <ReportPlan plan={report.plan} />
      </ReportSection>
      <ReportSection title="Assessment Summary">
        <ReportText text={report.summary} empty="No assessment summary was written." />
      </ReportSection>
      <ConfirmationStatement statement={AI_CONFIRMATION_STATEMENT} />
    </article>
  );
}
