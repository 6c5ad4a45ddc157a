import * as z from './zod';

/**
 * GET /api/sessions/:id/fhir — the session as a FHIR R4 Bundle (type `collection`) of Patient, Practitioner,
 * Encounter, Composition, Condition, Observation, Consent and DocumentReference resources, answered as
 * application/fhir+json and audited as an export. The resources follow FHIR R4, not this contract; the schema
 * checks the envelope and keeps every field of every resource.
 */
export const fhirResourceSchema = z.looseObject({ resourceType: z.string(), id: z.string() });
export const fhirSessionBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.literal('collection'),
  timestamp: z.string().optional(),
  entry: z.array(z.looseObject({ fullUrl: z.string(), resource: fhirResourceSchema })),
});

export const FHIR_CONTENT_TYPE = 'application/fhir+json';
