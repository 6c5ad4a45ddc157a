import { CalendarDays, FileText, MapPin, ShieldCheck, ShieldOff, User } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { CONSENT_METHOD_LABELS, consentGiver, type SessionConsent } from '#contract/consent';
import { SESSION_SETTING_LABELS, type TherapySession } from '#contract/sessions';
import { useClientChoices } from '#web/api/clients';
import { useUpdateSession } from '#web/api/sessions';
import { useTemplates } from '#web/api/templates';
import { Button } from '#web/components/ui/button';
import { Badge, Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { Select } from '#web/components/ui/field';
import { ListSearch } from '#web/components/ui/paged-list';
import { errorMessage } from '#web/lib/api-errors';
import { formatDate, formatTime } from '#web/lib/format';
import { useDebouncedValue } from '#web/lib/paging';
import { statusClasses } from '#web/lib/status-colors';
import { SessionTimeCard } from './session-time-card';

const STATUS_LABELS: Record<TherapySession['status'], string> = {
  in_progress: 'In progress',
  needs_review: 'Needs review',
  completed: 'Completed',
};

/**
 * Who the session is with, which template it follows, where, and when it started. Until the session is
 * completed the client and template are pickers, so a draft started from the recording screen can be given
 * them later (and a wrong choice corrected).
 */
export function SessionHeaderCard({
  session,
  actions,
  onWithdrawConsent,
}: {
  session: TherapySession;
  actions?: ReactNode;
  /** Shown as Withdraw Consent while the session has a current consent to recording. */
  onWithdrawConsent?: () => void;
}) {
  const isEditable = session.status !== 'completed';
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {session.clientName ? `Session with ${session.clientName}` : 'New session'}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Badge className={statusClasses(session.status)}>{STATUS_LABELS[session.status]}</Badge>
          {actions}
        </div>
      </div>
      {isEditable ? (
        <SessionChoices session={session} />
      ) : (
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Detail icon={<User className="size-4" aria-hidden />} term="Client">
            {session.clientName ?? 'No client chosen'}
          </Detail>
          <Detail icon={<FileText className="size-4" aria-hidden />} term="Template">
            {session.templateName ?? 'No template'}
          </Detail>
          <SettingAndStart session={session} />
        </dl>
      )}
      <SessionTimeCard session={session} />
      {session.consent ? <ConsentLine consent={session.consent} onWithdraw={onWithdrawConsent} /> : null}
    </Card>
  );
}

function SessionChoices({ session }: { session: TherapySession }) {
  const clientId = useId();
  const templateId = useId();
  const [clientSearch, setClientSearch] = useState('');
  // The server finds any client of the caseload by name; the session's own client stays listed.
  const clients = useClientChoices(useDebouncedValue(clientSearch), session.clientId);
  const templates = useTemplates();
  const update = useUpdateSession(session.id);
  const clientChoices = clients.clients.filter(
    (client) => client.archivedAt === null || client.id === session.clientId,
  );

  return (
    <>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
            <User className="size-4" aria-hidden />
            <label htmlFor={clientId}>Client</label>
          </dt>
          <dd className="mt-1 space-y-2">
            {clients.total > clientChoices.length || clientSearch !== '' ? (
              <ListSearch
                label="Find a client by name"
                placeholder="Find a client"
                value={clientSearch}
                onChange={setClientSearch}
              />
            ) : null}
            <Select
              id={clientId}
              value={session.clientId ?? ''}
              disabled={update.isPending || clients.isPending}
              onChange={(event) => update.mutate({ clientId: event.target.value || null })}
            >
              <option value="">{clients.isPending ? 'Loading clients…' : 'No client chosen yet'}</option>
              {session.clientId && !clientChoices.some((client) => client.id === session.clientId) ? (
                <option value={session.clientId}>{session.clientName}</option>
              ) : null}
              {clientChoices.map((client) => (
                <option key={client.id} value={client.id}>
                  {`${client.firstName} ${client.lastName}`.trim()}
                </option>
              ))}
            </Select>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
            <FileText className="size-4" aria-hidden />
            <label htmlFor={templateId}>Template</label>
          </dt>
          <dd className="mt-1">
            <Select
              id={templateId}
              value={session.templateId ?? ''}
              disabled={update.isPending || templates.isPending}
              onChange={(event) => update.mutate({ templateId: event.target.value || null })}
            >
              <option value="">{templates.isPending ? 'Loading templates…' : 'No template'}</option>
              {session.templateId &&
              !(templates.data ?? []).some((template) => template.id === session.templateId) ? (
                <option value={session.templateId}>{session.templateName ?? 'Current template'}</option>
              ) : null}
              {(templates.data ?? []).map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </Select>
          </dd>
        </div>
        <SettingAndStart session={session} />
      </dl>
      {session.clientId === null ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          You can start dictating now and choose the client and template whenever you are ready.
        </p>
      ) : null}
      {update.isError ? (
        <ErrorText className="mt-3">
          {errorMessage(update.error, 'The session could not be updated. Please try again.')}
        </ErrorText>
      ) : null}
      {clients.isError || templates.isError ? (
        <ErrorText className="mt-3">
          The clients or templates to choose from could not be loaded. Reload the page to try again.
        </ErrorText>
      ) : null}
    </>
  );
}

function SettingAndStart({ session }: { session: TherapySession }) {
  return (
    <>
      <Detail icon={<MapPin className="size-4" aria-hidden />} term="Setting">
        {SESSION_SETTING_LABELS[session.setting]}
      </Detail>
      <Detail icon={<CalendarDays className="size-4" aria-hidden />} term="Started">
        <time dateTime={session.startedAt}>
          {formatDate(session.startedAt)}, {formatTime(session.startedAt)}
        </time>
      </Detail>
    </>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-slate-600 dark:text-slate-400">
        {icon}
        {term}
      </dt>
      <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-50">{children}</dd>
    </div>
  );
}

/** The consent to recording: how, by whom and when it was given, who recorded it, and any withdrawal. */
function ConsentLine({
  consent,
  onWithdraw,
}: {
  consent: SessionConsent;
  onWithdraw?: (() => void) | undefined;
}) {
  const isWithdrawn = consent.withdrawnAt !== null;
  return (
    <div
      role="group"
      aria-label="Consent to recording"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 text-sm dark:border-slate-700"
    >
      <p className="flex min-w-0 items-start gap-1.5 text-slate-800 dark:text-slate-200">
        {isWithdrawn ? (
          <ShieldOff className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
        ) : (
          <ShieldCheck
            className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
            aria-hidden
          />
        )}
        <span data-testid="consent-summary">
          <span className="font-medium">Consent to recording: </span>
          {CONSENT_METHOD_LABELS[consent.method]}, given by {consentGiver(consent)},{' '}
          <time dateTime={consent.givenAt}>
            {formatDate(consent.givenAt)}, {formatTime(consent.givenAt)}
          </time>
          . Recorded by {consent.recordedBy}.{consent.note ? ` Note: ${consent.note}` : ''}
          {isWithdrawn ? (
            <span className="font-medium text-red-700 dark:text-red-400">
              {' '}
              Withdrawn{' '}
              <time dateTime={consent.withdrawnAt ?? ''}>
                {formatDate(consent.withdrawnAt)}, {formatTime(consent.withdrawnAt)}
              </time>
              {consent.recordingsDeleted ? '; audio and transcript deleted.' : '; audio and transcript kept.'}
            </span>
          ) : null}
        </span>
      </p>
      {!isWithdrawn && onWithdraw ? (
        <Button variant="secondary" size="sm" onClick={onWithdraw}>
          <ShieldOff className="size-3.5" aria-hidden />
          Withdraw Consent
        </Button>
      ) : null}
    </div>
  );
}
