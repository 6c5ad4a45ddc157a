import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  PASSWORD_RESET_FRAGMENT,
  formatDisplayName,
  type PasswordResetLinkResponse,
  type PracticeMember,
} from '#contract/auth';
import type { AuditAction } from '../../audit/audit-log';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { hashToken, type AuthRepository, type ClinicianRow } from './auth.repository';

export function toPracticeMember(row: ClinicianRow): PracticeMember {
  return {
    id: row.id,
    displayName: formatDisplayName(row.title, row.firstName, row.lastName),
    email: row.email ?? '',
    isOwner: row.isOwner,
    isActive: row.deactivatedAt === null,
    totpEnabled: row.totpEnabled,
  };
}

/**
 * What the practice owner does for colleagues: list them, deactivate and reactivate them, and issue password
 * reset links. Every action needs the owner; anyone else gets 403 and changes nothing.
 */
export function createPracticeMembers(ctx: AppContext, repository: AuthRepository) {
  function requireOwner(clinician: ClinicianRow): void {
    if (ctx.config.authMode !== 'accounts' || !clinician.isOwner || clinician.isDemo) {
      throw new AppError('forbidden', 'Only the practice owner can manage clinicians.');
    }
  }

  /** A colleague of the owner's practice (not the owner themself), or 404. */
  async function findColleague(owner: ClinicianRow, id: string, selfMessage: string): Promise<ClinicianRow> {
    requireOwner(owner);
    if (id === owner.id) throw new AppError('bad_request', selfMessage);
    const colleague = await repository.findClinician(id);
    if (!colleague || colleague.isDemo) throw notFound('No clinician with this id.');
    return colleague;
  }

  async function audit(request: FastifyRequest, owner: ClinicianRow, action: AuditAction, recordId: string) {
    await ctx.audit.record({
      clinicianId: owner.id,
      action,
      recordType: 'clinician',
      recordId,
      outcome: 'success',
      clientAddress: request.ip,
    });
  }

  return {
    requireOwner,

    async list(owner: ClinicianRow): Promise<PracticeMember[]> {
      requireOwner(owner);
      return (await repository.listAccounts()).map(toPracticeMember);
    },

    /** The colleague cannot sign in any more and every session of theirs ends now. */
    async deactivate(request: FastifyRequest, owner: ClinicianRow, id: string): Promise<PracticeMember> {
      const colleague = await findColleague(owner, id, 'You cannot deactivate your own account.');
      if (!colleague.deactivatedAt) {
        await repository.setDeactivated(colleague.id, ctx.now());
        await repository.deleteSessionsOf(colleague.id);
        await audit(request, owner, 'deactivate', colleague.id);
      }
      return toPracticeMember({ ...colleague, deactivatedAt: colleague.deactivatedAt ?? ctx.now() });
    },

    async reactivate(request: FastifyRequest, owner: ClinicianRow, id: string): Promise<PracticeMember> {
      const colleague = await findColleague(owner, id, 'You cannot reactivate your own account.');
      if (colleague.deactivatedAt) {
        await repository.setDeactivated(colleague.id, null);
        await audit(request, owner, 'reactivate', colleague.id);
      }
      return toPracticeMember({ ...colleague, deactivatedAt: null });
    },

    /**
     * A one-time link for the colleague to choose a new password, valid for PASSWORD_RESET_HOURS. Only a hash of
     * its token is stored; an earlier unused link for the same colleague stops working.
     */
    async issuePasswordReset(
      request: FastifyRequest,
      owner: ClinicianRow,
      id: string,
    ): Promise<PasswordResetLinkResponse> {
      const colleague = await findColleague(
        owner,
        id,
        'Change your own password under Settings instead of with a reset link.',
      );
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(ctx.now().getTime() + ctx.config.passwordResetMs);
      await repository.createPasswordReset({
        tokenHash: hashToken(token),
        clinicianId: colleague.id,
        issuedBy: owner.id,
        expiresAt,
        now: ctx.now(),
      });
      await audit(request, owner, 'password-reset-issued', colleague.id);
      return { resetPath: `/app#${PASSWORD_RESET_FRAGMENT}${token}`, expiresAt: expiresAt.toISOString() };
    },
  };
}
