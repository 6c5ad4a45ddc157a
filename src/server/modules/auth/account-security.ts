import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import * as OTPAuth from 'otpauth';
import type { ChangePasswordRequest, CompletePasswordResetRequest } from '#contract/auth';
import type { AuditAction } from '../../audit/audit-log';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { readSessionCookie } from '../../http/session-cookie';
import { hashToken, type AuthRepository, type ClinicianRow } from './auth.repository';
import { assertAcceptablePassword } from './password-policy';
import { FAILED_SIGN_IN_WINDOW_MS } from './sign-in';
import { issueRecoveryCodes, matchTotpStep } from './two-factor';

const RESET_LINK_INVALID = new AppError(
  'bad_request',
  'This reset link is not valid or has expired. Ask the practice owner for a new one.',
);

/** What guards a signed-in account: its password (changed, or reset through a link) and its two-factor sign-in. */
export function createAccountSecurity(ctx: AppContext, repository: AuthRepository) {
  const { config } = ctx;

  /** A TOTP code is accepted once: its time step must be later than the last one this clinician used. */
  async function acceptTotpCode(clinician: ClinicianRow, code: string): Promise<boolean> {
    if (!clinician.totpSecret) return false;
    const step = matchTotpStep(ctx.cipher.decrypt(clinician.totpSecret), code, ctx.now());
    if (step === null) return false;
    if (clinician.totpLastStep !== null && step <= clinician.totpLastStep) return false;
    return repository.useTotpStep(clinician.id, step);
  }

  async function auditAccount(
    request: FastifyRequest,
    clinicianId: string,
    action: AuditAction,
    recordId: string,
  ): Promise<void> {
    await ctx.audit.record({
      clinicianId,
      action,
      recordType: 'clinician',
      recordId,
      outcome: 'success',
      clientAddress: request.ip,
    });
  }

  /**
   * For changes that need the password again (a new password, a new email). A wrong one counts as a failed
   * sign-in of the account, so a left-open session cannot be used to guess it without limit.
   */
  async function assertCurrentPassword(clinician: ClinicianRow, password: string, address: string) {
    const key = `account:${(clinician.email ?? clinician.id).toLowerCase()}`;
    const now = ctx.now();
    const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
    if (
      (await repository.countAttempt(key, now, since, config.signInMaxFailures)) > config.signInMaxFailures
    ) {
      throw new AppError('rate_limited', 'Too many failed sign-ins. Please wait 15 minutes and try again.');
    }
    if (!clinician.passwordHash || !(await argon2Verify(clinician.passwordHash, password))) {
      await ctx.audit.record({
        clinicianId: clinician.id,
        action: 'sign-in-failed',
        recordType: 'clinician',
        recordId: clinician.id,
        outcome: 'denied',
        clientAddress: address,
      });
      throw new AppError('validation_failed', 'Your current password is not correct.', [
        { path: ['currentPassword'], message: 'Your current password is not correct.' },
      ]);
    }
    await repository.uncountAttempt(key);
  }

  return {
    acceptTotpCode,
    assertCurrentPassword,

    /** Changes the signed-in clinician's password; every other session of theirs ends, this one stays. */
    changePassword: async (
      request: FastifyRequest,
      clinician: ClinicianRow,
      input: ChangePasswordRequest,
    ): Promise<void> => {
      if (!clinician.passwordHash)
        throw new AppError('bad_request', 'Accounts are not enabled on this server.');
      await assertCurrentPassword(clinician, input.currentPassword, request.ip);
      assertAcceptablePassword(input.newPassword, clinician.email);
      await repository.setPasswordHash(clinician.id, await argon2Hash(input.newPassword));
      await repository.deleteSessionsOf(clinician.id, readSessionCookie(request));
      await auditAccount(request, clinician.id, 'password-change', clinician.id);
    },

    /** Sets a new password through a link the owner issued; the link works once, and all sessions end. */
    completePasswordReset: async (
      request: FastifyRequest,
      input: CompletePasswordResetRequest,
    ): Promise<void> => {
      if (config.authMode !== 'accounts')
        throw new AppError('bad_request', 'Accounts are not enabled on this server.');
      const tokenHash = hashToken(input.token);
      const clinician = await repository.findValidPasswordReset(tokenHash, ctx.now());
      if (!clinician) throw RESET_LINK_INVALID;
      assertAcceptablePassword(input.newPassword, clinician.email);
      const passwordHash = await argon2Hash(input.newPassword);
      if (!(await repository.completePasswordReset(tokenHash, passwordHash, ctx.now())))
        throw RESET_LINK_INVALID;
      // The colleague proved who they are through the owner: a lockout on their account ends with the reset.
      await repository.clearAttempts(`account:${(clinician.email ?? '').toLowerCase()}`);
      await auditAccount(request, clinician.id, 'password-reset-used', clinician.id);
    },

    beginTotpSetup: async (
      request: FastifyRequest,
      clinician: ClinicianRow,
    ): Promise<{ secret: string; otpauthUri: string }> => {
      if (clinician.totpEnabled) throw new AppError('conflict', 'Two-factor sign-in is already on.');
      const secret = new OTPAuth.Secret({ size: 20 });
      await repository.setTotp(clinician.id, {
        totpSecret: ctx.cipher.encrypt(secret.base32),
        totpEnabled: false,
      });
      const totp = new OTPAuth.TOTP({
        issuer: 'Clinician Workspace',
        label: clinician.email ?? clinician.id,
        secret,
      });
      await auditAccount(request, clinician.id, 'totp-setup', clinician.id);
      return { secret: secret.base32, otpauthUri: totp.toString() };
    },

    /** Turns two-factor on with a code from the app; answers the recovery codes, shown this once. */
    enableTotp: async (request: FastifyRequest, clinician: ClinicianRow, code: string): Promise<string[]> => {
      if (clinician.totpEnabled) throw new AppError('conflict', 'Two-factor sign-in is already on.');
      if (!clinician.totpSecret) throw new AppError('bad_request', 'Start two-factor set-up first.');
      if (!(await acceptTotpCode(clinician, code))) {
        throw new AppError('validation_failed', 'That code is not valid. Please try again.');
      }
      const { codes, stored } = issueRecoveryCodes();
      await repository.enableTotp(clinician.id, stored);
      await auditAccount(request, clinician.id, 'totp-enable', clinician.id);
      return codes;
    },

    disableTotp: async (request: FastifyRequest, clinician: ClinicianRow, code: string): Promise<void> => {
      if (!clinician.totpEnabled || !clinician.totpSecret)
        throw new AppError('bad_request', 'Two-factor sign-in is not on.');
      if (!(await acceptTotpCode(clinician, code))) {
        throw new AppError('validation_failed', 'That code is not valid. Please try again.');
      }
      await repository.disableTotp(clinician.id);
      await auditAccount(request, clinician.id, 'totp-disable', clinician.id);
    },
  };
}
