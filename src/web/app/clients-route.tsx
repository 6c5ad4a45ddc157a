import { Activity } from 'lucide-react';
import { useState } from 'react';
import type { Client } from '../../contract/clients';
import { useLatestScores } from '../api/measurements';
import { useSessions } from '../api/sessions';
import { Button } from '../components/ui/button';
import { ClientsScreen } from '../features/clients/clients-screen';
import { fullName } from '../features/clients/client-form';
import { ClientMeasuresDialog } from '../features/measurements/components/client-measures-dialog';
import { LatestScores } from '../features/measurements/components/latest-scores';

/** Clients combines the caseload with each client's measures: the latest scores on the row, and their chart. */
export function ClientsRoute() {
  const latest = useLatestScores();
  const [measured, setMeasured] = useState<Client | undefined>();
  return (
    <>
      <ClientsScreen
        renderScores={(client) => (
          <LatestScores
            clientName={fullName(client)}
            scores={(latest.data ?? []).filter((score) => score.clientId === client.id)}
          />
        )}
        renderActions={(client) => (
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            aria-label={`Measures of ${fullName(client)}`}
            onClick={() => setMeasured(client)}
          >
            <Activity className="size-3.5" aria-hidden />
            Measures
          </Button>
        )}
      />
      {measured ? <MeasuresOf client={measured} onClose={() => setMeasured(undefined)} /> : null}
    </>
  );
}

function MeasuresOf({ client, onClose }: { client: Client; onClose: () => void }) {
  // The scores chart marks session dates: the latest 100 are plenty for its span.
  const sessions = useSessions({ clientId: client.id, limit: 100 });
  return (
    <ClientMeasuresDialog
      client={{ id: client.id, name: fullName(client) }}
      sessionDates={(sessions.data ?? []).map((session) => session.startedAt)}
      onOpenChange={(open) => (open ? undefined : onClose())}
    />
  );
}
