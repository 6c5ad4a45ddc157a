import type { Client } from '#contract/clients';
import { Badge, Card } from '#web/components/ui/card';
import { SelectField } from '#web/components/ui/field';
import { clientName, type ClientProfile } from '../lib/client-profile';
import { LoadError } from '#web/components/ui/load-error';
import { StatusText } from '#web/components/ui/status-text';

const TERM_CLASSES = 'text-slate-600 dark:text-slate-400';

/** The side panel's client picker and profile: name, age, diagnoses, sessions, phase and progress. */
export function ClientProfilePanel({
  clients,
  selectedId,
  onSelect,
  profile,
  isProfileLoading,
  profileError,
  onRetry,
}: {
  clients: Client[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  profile: ClientProfile | undefined;
  isProfileLoading: boolean;
  profileError: unknown;
  onRetry: () => void;
}) {
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-base font-semibold">Client Profile</h2>
      <SelectField label="Client" value={selectedId ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {clientName(client)}
          </option>
        ))}
      </SelectField>
      {profile ? (
        <ProfileDetails profile={profile} />
      ) : isProfileLoading ? (
        <StatusText>Loading profile…</StatusText>
      ) : profileError ? (
        <LoadError
          layout="inline"
          message="Could not load the profile."
          error={profileError}
          onRetry={onRetry}
        />
      ) : null}
    </Card>
  );
}

function ProfileDetails({ profile }: { profile: ClientProfile }) {
  return (
    <dl
      aria-label={`Profile of ${profile.name}`}
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 rounded-md bg-slate-50 p-4 text-sm dark:bg-slate-950"
    >
      <dt className={TERM_CLASSES}>Name</dt>
      <dd className="font-medium">{profile.name}</dd>
      <dt className={TERM_CLASSES}>Age</dt>
      <dd>{profile.age}</dd>
      <dt className={TERM_CLASSES}>Primary diagnoses</dt>
      <dd>
        {profile.primaryDiagnoses.length === 0 ? (
          <span className="text-slate-600 dark:text-slate-400">None recorded</span>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {profile.primaryDiagnoses.map((diagnosis) => (
              <li key={diagnosis}>
                <Badge tone="neutral">{diagnosis}</Badge>
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className={TERM_CLASSES}>Sessions</dt>
      <dd>{profile.totalSessions}</dd>
      <dt className={TERM_CLASSES}>Current phase</dt>
      <dd>{profile.currentPhase}</dd>
      <dt className={TERM_CLASSES}>Progress</dt>
      <dd>
        {profile.progressScore === null ? (
          <span className="text-slate-600 dark:text-slate-400">Not tracked</span>
        ) : (
          <ProgressScore score={profile.progressScore} isDemo={profile.isDemo} />
        )}
      </dd>
    </dl>
  );
}

function ProgressScore({ score, isDemo }: { score: number; isDemo: boolean }) {
  return (
    <div className="space-y-1.5">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{score}%</span>
        {isDemo ? <Badge tone="info">Demo Data</Badge> : null}
      </p>
      <div aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}
