import type { TherapySession } from '#contract/sessions';

/**
 * The session a wizard step opened without one works on: the clinician's most recently started session that is
 * still in progress or waiting for review. Sample sessions are left out (they are the demo's history, not the
 * clinician's work), and so is a completed one, whose report is final.
 */
export function sessionToResume(sessions: readonly TherapySession[]): TherapySession | undefined {
  let newest: TherapySession | undefined;
  for (const session of sessions) {
    if (session.isSample || session.status === 'completed') continue;
    if (!newest || Date.parse(session.startedAt) > Date.parse(newest.startedAt)) newest = session;
  }
  return newest;
}
