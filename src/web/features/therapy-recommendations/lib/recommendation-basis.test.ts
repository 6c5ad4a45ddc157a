import { describe, expect, it } from 'vitest';
import { basisLine, emptyBasisHint } from './recommendation-basis';

describe('recommendation basis', () => {
  it('names the accepted diagnoses and the concerns the recommendations came from', () => {
    expect(
      basisLine({
        concerns: ['Depression', 'ADHD'],
        acceptedDiagnoses: ['Posttraumatic stress disorder (F43.10)'],
      }),
    ).toBe(
      'Based on accepted diagnoses Posttraumatic stress disorder (F43.10); primary concerns Depression, ADHD.',
    );
    expect(basisLine({ concerns: ['Depression'], acceptedDiagnoses: [] })).toBe(
      'Based on primary concerns Depression.',
    );
    expect(basisLine({ concerns: [], acceptedDiagnoses: [] })).toBe('');
  });

  it('tells what to add when the record holds nothing, and what did not match otherwise', () => {
    expect(emptyBasisHint({ concerns: [], acceptedDiagnoses: [] })).toContain(
      'Add their concerns on the Clients screen',
    );
    expect(emptyBasisHint({ concerns: ['Work stress'], acceptedDiagnoses: [] })).toContain(
      'No therapy in the evidence table matches Work stress.',
    );
  });
});
