import type PDFDocument from 'pdfkit';
import { consentStatement } from '#contract/consent';
import { AI_CONFIRMATION_STATEMENT, NOTE_FIELDS, type AssessmentReport } from '#contract/workflow';

const MARGIN = 56;
const BODY_SIZE = 10.5;
const NOT_RECORDED = 'Not recorded';

/** Report dates are calendar dates of the stored UTC instant, as every other screen of a report shows them. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** The built-in Helvetica covers Windows-1252 only; anything else would print as stray glyphs. */
function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#111827').text(printable(text));
  doc.moveDown(0.2);
}

function labelled(doc: Doc, label: string, value: string) {
  doc
    .font('Helvetica-Bold')
    .fontSize(BODY_SIZE)
    .fillColor('#111827')
    .text(`${printable(label)}: `, { continued: true });
  doc.font('Helvetica').text(printable(value.trim() || NOT_RECORDED));
}

function paragraph(doc: Doc, label: string, value: string) {
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(BODY_SIZE).fillColor('#111827').text(printable(label));
  doc
    .font('Helvetica')
    .fillColor('#1f2937')
    .text(printable(value.trim() || NOT_RECORDED), { lineGap: 1.5 });
}

function noteStatus(report: AssessmentReport): string {
  if (report.noteVersion === null) return 'No note saved';
  const version = `Note version ${report.noteVersion}`;
  return report.noteSignedBy && report.noteSignedAt
    ? `${version}, signed by ${report.noteSignedBy} on ${longDate(report.noteSignedAt)}`
    : `${version}, not signed (draft)`;
}

function writeNote(doc: Doc, report: AssessmentReport) {
  heading(doc, 'Session Note');
  const note = report.note;
  if (!note) {
    doc.font('Helvetica').fontSize(BODY_SIZE).text('No note saved for this session.');
    return;
  }
  for (const [key, label] of NOTE_FIELDS) paragraph(doc, label, note[key]);
  for (const section of note.sections) paragraph(doc, section.title, section.content);
}

function writeDiagnoses(doc: Doc, report: AssessmentReport) {
  heading(doc, 'Diagnoses (ICD-10-CM)');
  doc.font('Helvetica').fontSize(BODY_SIZE).fillColor('#1f2937');
  if (report.diagnoses.length === 0) doc.text('No diagnosis selected.');
  for (const d of report.diagnoses) {
    doc.font('Helvetica-Bold').text(`${printable(d.code)}  `, { continued: true });
    doc.font('Helvetica').text(`${printable(d.diagnosis)} (confidence ${Math.round(d.confidence * 100)}%)`);
  }
}

function writePlan(doc: Doc, report: AssessmentReport) {
  heading(doc, 'Treatment Plan');
  doc.font('Helvetica').fontSize(BODY_SIZE).fillColor('#1f2937');
  if (report.plan.length === 0) doc.text('No treatment selected.');
  for (const item of report.plan) {
    doc.moveDown(0.3).font('Helvetica-Bold').text(printable(item.treatment));
    doc.font('Helvetica').text(`Type: ${item.type}; evidence: ${item.evidenceLevel}`);
    if (item.description.trim()) doc.text(printable(item.description), { lineGap: 1.5 });
  }
}

function writeSignature(doc: Doc, report: AssessmentReport) {
  heading(doc, 'Attestation');
  doc.font('Helvetica').fontSize(BODY_SIZE).fillColor('#1f2937');
  doc.text(noteStatus(report));
  doc.moveDown(0.4).text(AI_CONFIRMATION_STATEMENT);
  doc.moveDown(2);
  doc.text('Clinician signature: ________________________________     Date: ________________');
  doc.moveDown(0.3).text(printable(report.clinicianName));
}

/** Renders the assessment report as a PDF with the built-in Helvetica fonts, so its text can be extracted. */
/** pdfkit (with its fonts) is loaded on the first report printed, not when the server starts. */
export async function renderReportPdf(report: AssessmentReport): Promise<Buffer> {
  const { default: PdfDocument } = await import('pdfkit');
  const title = `${report.reportType} - ${report.clientFirstName} ${report.clientLastName}`;
  const doc = new PdfDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: printable(title), Author: printable(report.clinicianName), Subject: 'Assessment report' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text('Assessment Report');
  doc.font('Helvetica').fontSize(12).fillColor('#4b5563').text(printable(report.reportType));
  doc.moveDown(0.8);
  labelled(doc, 'Clinician', report.clinicianName);
  labelled(doc, 'Client', `${report.clientFirstName} ${report.clientLastName}`);
  labelled(doc, 'Session date', longDate(report.sessionDate));
  labelled(doc, 'Report type', report.reportType);
  labelled(
    doc,
    'Status',
    report.status === 'final' && report.completedAt
      ? `Final, completed ${longDate(report.completedAt)}`
      : 'Draft',
  );
  labelled(doc, 'Note', noteStatus(report));
  // The report's consent is the session's as it stands (or as it stood at completion); the note's own consent
  // line repeats it as of the note's save, so it is not printed twice.
  labelled(doc, 'Consent to recording', consentStatement(report.consent));

  writeNote(doc, report);
  writeDiagnoses(doc, report);
  writePlan(doc, report);
  heading(doc, 'Assessment Summary');
  doc
    .font('Helvetica')
    .fontSize(BODY_SIZE)
    .fillColor('#1f2937')
    .text(printable(report.summary.trim() || NOT_RECORDED), {
      lineGap: 1.5,
    });
  writeSignature(doc, report);
  doc.end();
  return done;
}
