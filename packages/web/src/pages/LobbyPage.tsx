import { useCallback, useState } from 'react';
import { api } from '../api/endpoints.js';
import { errorText } from '../api/http.js';
import { CreateTableForm } from '../components/lobby/CreateTableForm.js';
import { RecentTables } from '../components/lobby/RecentTables.js';
import { TableList } from '../components/lobby/TableList.js';
import { SoloLink } from '../solo/SoloLink.js';
import { navigate } from '../hooks/useRoute.js';
import { usePolling } from '../hooks/usePolling.js';
import { useLive } from '../hooks/useLive.js';
import { LiveNote } from '../components/common/LiveNote.js';
import type { Seat } from '../protocol.js';

const LOBBY = { kind: 'lobby' } as const;

/** Scrolls to the new-table form and puts the cursor in its first field. */
function toCreateForm(): void {
  const form = document.querySelector('[data-testid="create-table"]');
  form?.scrollIntoView({ block: 'start' });
  form
    ?.querySelector<HTMLInputElement>('[data-testid="create-name"]')
    ?.focus({ preventScroll: true });
}

/** The lobby: make a table, or join or watch one. */
export function LobbyPage() {
  const loadProfiles = useCallback(() => api.profiles(), []);
  const loadTables = useCallback(() => api.tables(), []);
  const profiles = usePolling(loadProfiles, 0);
  // Tables others open, fill and leave show up on their own: the server says when.
  const tables = useLive(loadTables, LOBBY);
  const [joinError, setJoinError] = useState<string | null>(null);

  const list = tables.data?.tables ?? [];
  const open = list.filter((t) => t.status === 'waiting');
  const playing = list.filter((t) => t.status === 'playing');

  const join = (tableId: string, seat: Seat): void => {
    setJoinError(null);
    api.takeSeat(tableId, seat, null).then(
      () => navigate({ page: 'table', id: tableId, invite: null }),
      (e: unknown) => {
        setJoinError(errorText(e));
        tables.refresh();
      },
    );
  };

  return (
    <main className="lobby-page" data-testid="lobby">
      <div className="lobby-grid">
        <div className="lobby-left">
          <CreateTableForm
            profiles={profiles.data?.profiles ?? []}
            onCreated={(id, invite) => navigate({ page: 'table', id, invite })}
          />
          {profiles.error !== null ? <p className="error-text">{profiles.error}</p> : null}
        </div>
        <div className="lobby-right">
          {/* On a phone the tables come first (joining is what most come for) and the form
              after them: this takes a player who wants their own table straight to it. */}
          <p className="lobby-to-form">
            <button
              type="button"
              className="button primary"
              data-testid="to-create-table"
              onClick={toCreateForm}
            >
              New table
            </button>
          </p>
          {/* Here, not under the form: in sight at 1366x850 with "Create table". */}
          <SoloLink />
          <LiveNote connection={tables.connection} />
          {tables.error !== null ? (
            <p className="error-text" role="alert">
              Tables could not be loaded: {tables.error}
            </p>
          ) : null}
          {joinError !== null ? (
            <p className="error-text" role="alert">
              {joinError}
            </p>
          ) : null}
          <TableList
            title="Open tables"
            tables={open}
            onJoin={join}
            empty={tables.loading ? 'Loading…' : 'No open tables: make one.'}
            testId="open-tables"
          />
          <TableList
            title="Games in progress"
            tables={playing}
            onJoin={join}
            empty={tables.loading ? 'Loading…' : 'No games in progress.'}
            testId="playing-tables"
          />
          <RecentTables tables={tables.data?.recent ?? []} />
        </div>
      </div>
    </main>
  );
}
