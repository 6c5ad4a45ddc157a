import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInRequest } from '#contract/auth';
import type { AppContext } from '../../context';
import { isExemptFromAddressLimits } from '../../http/client-address';
import { AppError } from '../../http/errors';
import type { createAccountSecurity } from './account-security';
import type { AuthRepository, ClinicianRow } from './auth.repository';
import type { createAuthSessions } from './auth-sessions';
import { findRecoveryCode } from './two-factor';

export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Verifying against this keeps an unknown email as slow as a wrong password, so timing reveals nothing. */
const DUMMY_PASSWORD_HASH = argon2Hash('not-a-real-password-used-for-timing');

/**
 * Sign-in with an email and password (and a second factor once it is on), within the limits per account and per
 * network address; every outcome is audited.
 */
export function createSignIn(
  ctx: AppContext,
  repository: AuthRepository,
  sessions: Pick<ReturnType<typeof createAuthSessions>, 'startSession'>,
  security: Pick<ReturnType<typeof createAccountSecurity>, 'acceptTotpCode'>,
) {
  const { config } = ctx;
  return async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    input: SignInRequest,
  ): Promise<ClinicianRow> {
    if (config.authMode !== 'accounts')
      throw new AppError('bad_request', 'Accounts are not enabled on this server.');
    const now = ctx.now();
    const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MS);
    const accountKey = `account:${input.email.toLowerCase()}`;
    const addressKey = isExemptFromAddressLimits(request, config) ? undefined : `address:${request.ip}`;
    const auditSignIn = (
      action: 'sign-in' | 'sign-in-failed' | 'sign-in-locked' | 'recovery-code-used',
      clinicianId: string | null,
    ) =>
      ctx.audit.record({
        clinicianId,
        action,
        recordType: 'session',
        outcome: action === 'sign-in' || action === 'recovery-code-used' ? 'success' : 'denied',
        clientAddress: request.ip,
      });
    const refuseLocked = async (message: string): Promise<never> => {
      const known = await repository.findClinicianByEmail(input.email);
      await auditSignIn('sign-in-locked', known?.id ?? null);
      throw new AppError('rate_limited', message);
    };

    // Each attempt is counted before the password is checked, in one atomic statement per key, so however many
    // arrive at once no more than the limit are ever checked.
    if (
      addressKey &&
      (await repository.countAttempt(addressKey, now, since, config.signInMaxFailuresPerAddress)) >
        config.signInMaxFailuresPerAddress
    ) {
      await refuseLocked('Too many failed sign-ins from your network. Please wait 15 minutes and try again.');
    }
    if (
      (await repository.countAttempt(accountKey, now, since, config.signInMaxFailures)) >
      config.signInMaxFailures
    ) {
      await refuseLocked('Too many failed sign-ins. Please wait 15 minutes and try again.');
    }
    /** The attempt was not a failure after all: it no longer counts towards either limit. */
    const uncount = async () => {
      await repository.uncountAttempt(accountKey);
      if (addressKey) await repository.uncountAttempt(addressKey);
    };

    const clinician = await repository.findClinicianByEmail(input.email);
    const passwordOk = await argon2Verify(
      clinician?.passwordHash ?? (await DUMMY_PASSWORD_HASH),
      input.password,
    );
    if (!clinician || !passwordOk) {
      await auditSignIn('sign-in-failed', clinician?.id ?? null);
      throw new AppError('unauthorized', 'Incorrect email or password.');
    }
    // Said only to someone who knows the password, so it reveals nothing to a guesser.
    if (clinician.deactivatedAt) {
      await auditSignIn('sign-in-failed', clinician.id);
      throw new AppError(
        'forbidden',
        'This account has been deactivated. Ask the practice owner to reactivate it.',
      );
    }
    if (clinician.totpEnabled) {
      if (input.recoveryCode) {
        const stored = findRecoveryCode(
          await repository.unusedRecoveryCodes(clinician.id),
          input.recoveryCode,
        );
        if (!stored || !(await repository.useRecoveryCode(stored.id, ctx.now()))) {
          await auditSignIn('sign-in-failed', clinician.id);
          throw new AppError('unauthorized', 'That recovery code is not valid or was already used.');
        }
        await auditSignIn('recovery-code-used', clinician.id);
      } else if (input.totpCode) {
        if (!(await security.acceptTotpCode(clinician, input.totpCode))) {
          await auditSignIn('sign-in-failed', clinician.id);
          throw new AppError('unauthorized', 'That code is not valid. Please try again.');
        }
      } else {
        await uncount();
        throw new AppError('totp_required', 'Enter the 6-digit code from your authenticator app.');
      }
    }
    await repository.clearAttempts(accountKey);
    if (addressKey) await repository.uncountAttempt(addressKey);
    await sessions.startSession(request, reply, clinician.id);
    await auditSignIn('sign-in', clinician.id);
    return clinician;
  };
}
