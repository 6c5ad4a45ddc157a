/**
 * The contract's response schemas the web's requests name. In development and tests the request helper loads this
 * module and checks each response against its schema; production builds never load it (the server has already
 * checked every response against the same contract), so the validator is not part of any screen's JavaScript.
 */
export {
  authStatusResponseSchema,
  meResponseSchema,
  okResponseSchema,
  passwordResetLinkResponseSchema,
  practiceMemberResponseSchema,
  practiceMembersResponseSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
} from '../../contract/auth';
export { clientResponseSchema, listClientsResponseSchema } from '../../contract/clients';
export {
  assessmentSummaryResponseSchema,
  generateDiagnosisResponseSchema,
  generateTreatmentPlanResponseSchema,
  insightsSchema,
  sessionNoteSchema,
  sessionSummarySchema,
} from '../../contract/generation';
export {
  captureMeasurementsResponseSchema,
  latestScoresResponseSchema,
  listMeasurementsResponseSchema,
  measurementResponseSchema,
} from '../../contract/measurements';
export {
  createEmbeddingsResponseSchema,
  dsmSearchResponseSchema,
  dsmStatusSchema,
  enhancedDiagnosisResponseSchema,
  referenceDocumentListResponseSchema,
} from '../../contract/reference';
export {
  dashboardResponseSchema,
  listSessionsResponseSchema,
  therapySessionDetailResponseSchema,
  therapySessionResponseSchema,
} from '../../contract/sessions';
export { settingsResponseSchema } from '../../contract/settings';
export { listTemplatesResponseSchema, templateResponseSchema } from '../../contract/templates';
export { transcriptionStatusResponseSchema } from '../../contract/transcription';
export {
  assessmentResponseSchema,
  clientDocumentsSchema,
  clientPlanItemResponseSchema,
  clientPlanResponseSchema,
  clientRecommendationsResponseSchema,
  completeSessionResponseSchema,
  diagnosisStepResponseSchema,
  planStepResponseSchema,
  reportListResponseSchema,
  reportResponseSchema,
  sessionNoteResponseSchema,
  sessionSummaryStepResponseSchema,
} from '../../contract/workflow';
