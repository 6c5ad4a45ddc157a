import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, readApiErrorBody } from './error-codes';
import { apiErrorSchema } from './errors';

const schemaReading = (json: unknown) => {
  const parsed = apiErrorSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
};

describe('readApiErrorBody', () => {
  it('reads exactly what the contract schema accepts', () => {
    const cases: unknown[] = [
      { error: 'Client not found', code: 'not_found' },
      {
        error: 'Invalid',
        code: 'validation_failed',
        issues: [{ path: ['profile', 'email'], message: 'Bad' }],
      },
      { error: 'Invalid', code: 'validation_failed', issues: [{ path: [0, 'x'], message: 'Bad' }], extra: 1 },
      { error: 'Invalid', code: 'validation_failed', issues: [{ path: 'email', message: 'Bad' }] },
      { error: 'Invalid', code: 'validation_failed', issues: 'none' },
      { error: 'x', code: 'made_up' },
      { error: 42, code: 'not_found' },
      { code: 'not_found' },
      'boom',
      null,
      undefined,
      [],
    ];
    for (const json of cases) expect(readApiErrorBody(json)).toEqual(schemaReading(json));
  });

  it('agrees with the schema on generated bodies', () => {
    const issue = fc.record({
      path: fc.array(fc.oneof(fc.string(), fc.integer(), fc.boolean())),
      message: fc.oneof(fc.string(), fc.integer()),
    });
    const body = fc.record(
      {
        error: fc.oneof(fc.string(), fc.integer()),
        code: fc.oneof(fc.constantFrom(...ERROR_CODES), fc.string()),
        issues: fc.oneof(fc.array(issue), fc.string()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(body, (json) => {
        expect(readApiErrorBody(json)).toEqual(schemaReading(json));
      }),
    );
  });
});
