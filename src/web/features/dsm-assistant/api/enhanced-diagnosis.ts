import { useMutation } from '@tanstack/react-query';
import { enhancedDiagnosisResponseSchema } from '../../../../contract/reference';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/enhanced-diagnosis: the engine's differential for a note, joined with reference content. */
export function generateEnhancedDiagnosis(clinicalNote: string) {
  return apiRequest('/api/enhanced-diagnosis', {
    method: 'POST',
    body: { clinicalNote },
    schema: enhancedDiagnosisResponseSchema,
  });
}

export function useEnhancedDiagnosis() {
  return useMutation({ mutationFn: generateEnhancedDiagnosis });
}
