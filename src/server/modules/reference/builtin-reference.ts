import { createHash } from 'node:crypto';
import { DIAGNOSES, DIAGNOSES_BY_ID, TREATMENTS_TABLE } from '#knowledge/index';
import type { CriteriaGroup, Diagnosis, Treatment } from '#knowledge/types';

/**
 * The built-in reference: our own summaries of every diagnosis and treatment the engine knows (src/knowledge),
 * cut into one chunk per section so a search can land on "the criteria of X" rather than a whole entry.
 */

export const BUILTIN_TITLE = 'Built-in clinical reference';

export type ReferenceChunk = {
  section: string;
  text: string;
  page: number | null;
  diagnosis: string | null;
  code: string | null;
};

const codeOf = (diagnosis: Diagnosis) => diagnosis.icd10cm[0] ?? '';
const nameWithCodes = (diagnosis: Diagnosis) => `${diagnosis.name} (${diagnosis.icd10cm.join(', ')})`;
const EVIDENCE_ORDER = ['high', 'moderate', 'emerging'];

function groupText(group: CriteriaGroup): string {
  const rule =
    group.kind === 'all' ? 'all of the following' : `at least ${String(group.min)} of the following`;
  return `${group.label} (${rule}):\n${group.items.map((item) => `- ${item.description}`).join('\n')}`;
}

function indicatedTreatments(diagnosis: Diagnosis): { treatment: Treatment; level: string }[] {
  return TREATMENTS_TABLE.flatMap((treatment) => {
    const indication = treatment.indications.find((i) => i.diagnosisId === diagnosis.id);
    return indication ? [{ treatment, level: indication.evidenceLevel }] : [];
  }).sort((a, b) => EVIDENCE_ORDER.indexOf(a.level) - EVIDENCE_ORDER.indexOf(b.level));
}

function diagnosisChunks(diagnosis: Diagnosis): ReferenceChunk[] {
  const title = nameWithCodes(diagnosis);
  const chunk = (section: string, text: string): ReferenceChunk => ({
    section: `${diagnosis.name}: ${section}`,
    text,
    page: null,
    diagnosis: diagnosis.name,
    code: codeOf(diagnosis),
  });
  const chunks = [
    chunk(
      'Overview',
      `${title}. ${diagnosis.overview}` +
        (diagnosis.layCues.length > 0
          ? `\nHow clients may put it: ${diagnosis.layCues.map((cue) => `"${cue}"`).join('; ')}.`
          : ''),
    ),
    chunk(
      'Criteria',
      `Criteria for ${title}, summarised in our own words; every group must be satisfied.\n` +
        diagnosis.criteria.map(groupText).join('\n'),
    ),
  ];
  if (diagnosis.duration) chunks.push(chunk('Duration', `${title}: ${diagnosis.duration.description}.`));
  const differentials = diagnosis.differentials.map((d) => {
    const other = DIAGNOSES_BY_ID.get(d.diagnosisId);
    return `- ${other ? nameWithCodes(other) : d.diagnosisId}: ${d.distinguishingFeature}`;
  });
  const exclusions = diagnosis.exclusions.map((exclusion) => {
    const better = (exclusion.betterExplainedBy ?? [])
      .map((id) => DIAGNOSES_BY_ID.get(id)?.name)
      .filter((name): name is string => Boolean(name));
    return `- ${exclusion.description}${better.length > 0 ? ` (better explained by ${better.join(', ')})` : ''}`;
  });
  if (differentials.length + exclusions.length > 0) {
    chunks.push(
      chunk(
        'Differential diagnosis',
        [
          `Differential diagnosis of ${title}.`,
          differentials.length > 0 ? `Conditions to tell apart:\n${differentials.join('\n')}` : '',
          exclusions.length > 0 ? `Rule out first:\n${exclusions.join('\n')}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      ),
    );
  }
  if (diagnosis.specifiers.length > 0) {
    chunks.push(
      chunk(
        'Specifiers',
        `Specifiers for ${title}:\n${diagnosis.specifiers.map((s) => `- ${s}`).join('\n')}`,
      ),
    );
  }
  const treatments = indicatedTreatments(diagnosis);
  if (treatments.length > 0) {
    chunks.push(
      chunk(
        'Treatments',
        `Treatments for ${title}, best-supported first:\n` +
          treatments
            .map(
              ({ treatment, level }) =>
                `- ${treatment.name} (${treatment.type}, ${level} evidence; ${treatment.source}): ${treatment.typicalDuration}, ${treatment.frequency.toLowerCase()}.`,
            )
            .join('\n'),
      ),
    );
  }
  return chunks;
}

function treatmentChunk(treatment: Treatment): ReferenceChunk {
  const indications = [...treatment.indications].sort(
    (a, b) => EVIDENCE_ORDER.indexOf(a.evidenceLevel) - EVIDENCE_ORDER.indexOf(b.evidenceLevel),
  );
  const primary = indications
    .map((i) => DIAGNOSES_BY_ID.get(i.diagnosisId))
    .find((d): d is Diagnosis => d !== undefined);
  const usedFor = indications
    .map((i) => {
      const diagnosis = DIAGNOSES_BY_ID.get(i.diagnosisId);
      return diagnosis ? `${nameWithCodes(diagnosis)} (${i.evidenceLevel} evidence)` : undefined;
    })
    .filter(Boolean);
  return {
    section: `Treatment: ${treatment.name}`,
    text: [
      `${treatment.name} (${treatment.type}). ${treatment.description}`,
      `Used for: ${usedFor.join('; ')}.`,
      `Typical course: ${treatment.typicalDuration}; ${treatment.frequency.toLowerCase()}.`,
      treatment.expectedOutcomes.length > 0
        ? `Expected outcomes: ${treatment.expectedOutcomes.join('; ')}.`
        : '',
      treatment.monitoring.length > 0 ? `Monitoring: ${treatment.monitoring.join('; ')}.` : '',
      `Evidence: ${treatment.source}.`,
    ]
      .filter(Boolean)
      .join('\n'),
    page: null,
    diagnosis: primary?.name ?? null,
    code: primary ? codeOf(primary) : null,
  };
}

/** Every chunk of the built-in reference, in a stable order. */
export function builtinReferenceChunks(): ReferenceChunk[] {
  return [...DIAGNOSES.flatMap(diagnosisChunks), ...TREATMENTS_TABLE.map(treatmentChunk)];
}

/** Changes whenever the chunks would: the database copy is re-chunked only then. */
export function hashChunks(chunks: ReferenceChunk[]): string {
  return createHash('sha256').update(JSON.stringify(chunks)).digest('hex');
}
