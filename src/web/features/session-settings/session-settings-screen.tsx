import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentClinician } from '../../api/auth';
import { useClientChoices } from '../../api/clients';
import { useStartSession } from '../../api/sessions';
import { useTemplates } from '../../api/templates';
import { Badge } from '../../components/ui/card';
import { StatusText } from '../../components/ui/status-text';
import { errorMessage } from '../../lib/api-errors';
import { useDebouncedValue } from '../../lib/paging';
import { DEFAULT_LANGUAGE } from '#contract/sessions';
import { ClientSection } from './components/client-section';
import { SessionTypeSection } from './components/session-type-section';
import { StartSessionPanel } from './components/start-session-panel';
import { TemplateSection } from './components/template-section';
import {
  clientFullName,
  estimatedDurationText,
  orderClientsForPicker,
  parseSessionSetting,
  startSessionHint,
} from './lib/session-settings-rules';
import { LoadError } from '../../components/ui/load-error';

/** SPEC §2 Session Settings: pick a client, a setting and a template, then start a session record. */
export function SessionSettingsScreen() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isDemo = useCurrentClinician().data?.authMode === 'demo';
  const [clientId, setClientId] = useState('');
  const [clientSearch, setClientSearch] = useState('');
  // The server searches the whole caseload by name; the chosen client stays a choice whatever the search.
  const clients = useClientChoices(useDebouncedValue(clientSearch), clientId);
  const templates = useTemplates();
  const start = useStartSession();

  const [templateId, setTemplateId] = useState('');
  const [setting, setSetting] = useState(() => parseSessionSetting(searchParams.get('setting')));

  const clientChoices = orderClientsForPicker(clients.clients);
  const client = clientChoices.find((candidate) => candidate.id === clientId);
  const template = templates.data?.find((candidate) => candidate.id === templateId);
  const clientName = client ? clientFullName(client) : undefined;
  const isReady = client !== undefined && template !== undefined;

  const startSession = () => {
    if (!client || !template) return;
    start.mutate(
      { clientId: client.id, templateId: template.id, setting, language: DEFAULT_LANGUAGE },
      { onSuccess: (session) => void navigate(`/app/session-recording?session=${session.id}`) },
    );
  };

  const loadError = clients.error ?? templates.error;
  // A failed start is about the old choice; a new choice clears it.
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      start.reset();
      set(value);
    };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">Set up a session</h2>
        {isDemo ? <Badge tone="warning">Demo Mode</Badge> : null}
      </div>

      {loadError ? (
        <LoadError
          layout="banner"
          message="Could not load your clients and templates."
          error={loadError}
          onRetry={() => {
            if (clients.isError) void clients.refetch();
            if (templates.isError) void templates.refetch();
          }}
        />
      ) : null}

      {clients.isPending || templates.isPending ? (
        <StatusText>Loading clients and templates...</StatusText>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {!clients.isPending && !clients.isError ? (
            <ClientSection
              clients={clientChoices}
              total={clients.total}
              search={clientSearch}
              onSearch={setClientSearch}
              selectedId={clientId}
              onSelect={choose(setClientId)}
            />
          ) : null}
          <SessionTypeSection value={setting} onChange={choose(setSetting)} />
          {templates.data ? (
            <TemplateSection
              templates={templates.data}
              selectedId={templateId}
              onSelect={choose(setTemplateId)}
            />
          ) : null}
        </div>
        <div className="lg:sticky lg:top-22">
          <StartSessionPanel
            estimatedDuration={estimatedDurationText(template)}
            hint={startSessionHint(clientName, template?.name)}
            isReady={isReady}
            isStarting={start.isPending}
            error={start.isError ? errorMessage(start.error) : undefined}
            onStart={startSession}
          />
        </div>
      </div>
    </div>
  );
}
