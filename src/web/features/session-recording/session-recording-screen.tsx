import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-errors';
import { useSession } from './api/get-session';
import { SessionHeaderCard } from './components/session-header-card';

/** The session being recorded, named by `?session=<id>` (Session Settings' Start Session puts it there). */
export function SessionRecordingScreen() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session');
  const session = useSession(sessionId);

  if (sessionId === null) {
    return <NoSession message="No session is selected. Choose a client and a template to start one." />;
  }
  if (session.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        Loading session...
      </p>
    );
  }
  if (session.isError) {
    return <NoSession message={errorMessage(session.error, 'This session could not be loaded.')} isError />;
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SessionHeaderCard session={session.data} />
    </div>
  );
}

function NoSession({ message, isError = false }: { message: string; isError?: boolean }) {
  return (
    <Card className="mx-auto max-w-xl p-6 text-center">
      <p
        role={isError ? 'alert' : undefined}
        className={
          isError ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-700 dark:text-slate-300'
        }
      >
        {message}
      </p>
      <Link
        to="/app/session/settings"
        className="mt-4 inline-flex items-center justify-center rounded-md bg-brand-700 px-3.5 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Go to Session Settings
      </Link>
    </Card>
  );
}
