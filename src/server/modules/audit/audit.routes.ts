import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditVerificationSchema } from '#contract/audit';
import type { AppContext } from '../../context';
import { requireClinician } from '../../http/authenticate';
import { AppError } from '../../http/errors';

export function auditRoutes(ctx: AppContext) {
  return async (scope: FastifyInstance) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/audit/verify',
      { schema: { response: { 200: auditVerificationSchema } } },
      async (request) => {
        const clinician = requireClinician(request);
        // The trail spans every workspace on the server, so only the practice owner may check it.
        if (!clinician.isOwner)
          throw new AppError('forbidden', 'Only the practice owner can verify the audit log.');
        return ctx.audit.verify();
      },
    );
  };
}
