import { useCallback, useMemo, useState } from 'react';
import { adminApi } from '../api/admin.js';
import { api } from '../api/endpoints.js';
import { rememberInvite, rememberedInvite } from '../api/invites.js';
import { errorText } from '../api/http.js';
import { SeatPicker } from '../components/table/SeatPicker.js';
import { TablePlay, TableSide } from '../components/table/TablePlay.js';
import { TableTop } from '../components/table/TableTop.js';
import { ShownHand } from '../components/hand-over/ShownHand.js';
import { RematchPanel } from '../components/hand-over/RematchPanel.js';
import { InviteBox } from '../components/common/InviteBox.js';
import { Toasts } from '../components/common/Toasts.js';
import { ConnectionBanner } from '../components/table/ConnectionBanner.js';
import { TableMissing } from '../components/table/TableMissing.js';
import { setSoundOn, soundOn } from '../alerts/sounds.js';
import { useBoardCues } from '../hooks/useBoardCues.js';
import { useTurnAlerts } from '../hooks/useTurnAlerts.js';
import { isYourTurn } from '../logic/board-cues.js';
import { useHandOverPanel } from '../hooks/useHandOverPanel.js';
import { useSeating } from '../hooks/useSeating.js';
import { useTableSocket } from '../hooks/useTableSocket.js';
import { useToasts } from '../hooks/useToasts.js';
import { friendlyMessage } from '../logic/errors.js';
import { finishedHands } from '../logic/finished-hands.js';
import { summarizeGames } from '../logic/match-summary.js';
import { seatName, statusText } from '../logic/table-words.js';
import type { ErrorEvent, PlayerAction, Seat, TableState } from '../protocol.js';

/** The status line while the server cannot be reached. */
const PAUSED = 'Not connected: play is paused until the server is back.';
/** While the hands lie face up after a hand, the shake waits for the check (the inspection). */
const CHECKING = 'Check for reneges: every hand is face up; the next shake waits for it.';

/**
 * A table: the board, the bids, the scoreboard, chat and hints, driven by `table:state`. Every
 * action goes out as `table:act` with the version of the view it was chosen from.
 */
export function TablePage({
  id,
  invite: given,
  admin = false,
}: {
  readonly id: string;
  readonly invite: string | null;
  /** The site's admin: chat lines can be deleted from here (for everyone at the table). */
  readonly admin?: boolean;
}) {
  const invite = useMemo(() => {
    if (given !== null) rememberInvite(id, given);
    return given ?? rememberedInvite(id);
  }, [id, given]);
  const { toasts, push, dismiss } = useToasts();
  const onError = useCallback(
    (e: ErrorEvent) => push(friendlyMessage({ code: e.code, message: e.message })),
    [push],
  );
  const { state, connected, restarting, refused, chat, closed, pending, act, say, rewatch } =
    useTableSocket(id, invite, onError);
  const deleteLine = useCallback(
    (line: string) => void adminApi.deleteChat(line).catch((e: unknown) => push(errorText(e))),
    [push],
  );
  const view = state?.view ?? null;
  const you = state?.you ?? null;
  const table = state?.table ?? null;
  const held = state?.held;
  const names = useCallback((seat: Seat) => seatName(table, seat, held), [table, held]);
  const { shownHand, setShownHand, keepOpen } = useHandOverPanel(view, you);
  const hands = useMemo(() => finishedHands(view), [view]);
  const games = useMemo(() => summarizeGames(view), [view]);
  const shown = shownHand === null ? undefined : hands[shownHand];
  const { sit, bot, leave } = useSeating(id, invite, push, rewatch);
  const send = useCallback(
    (action: PlayerAction) => {
      if (!connected) {
        push('Not connected to the table; reconnecting…');
        return;
      }
      act(action);
    },
    [act, connected, push],
  );
  // Asking for an analysis is reading the panel: it then stays open when the next hand reaches
  // you, and says so instead (HandOverPanel's next-hand line).
  const loadAnalysis = useCallback(
    (index: number) => {
      keepOpen();
      return api.analysis(id, index, invite);
    },
    [id, invite, keepOpen],
  );

  const rematch = (
    <RematchPanel tableId={id} offer={state?.rematch ?? null} you={you} names={names} />
  );
  const waiting = table?.status === 'waiting';
  // Nothing clicked now could reach the server: the board and the buttons wait for it.
  const offline = !connected || restarting;
  const status = offline ? PAUSED : statusLine(state, names, waiting);
  const [sound, setSound] = useState(soundOn);
  const lastCue = useBoardCues(view, you, sound);
  useTurnAlerts(id, table?.name ?? null, !offline && isYourTurn(view, you), status);
  const seatActions = useMemo(
    () => ({ onSit: you === null ? sit : null, onBot: state?.maySeatBots === true ? bot : null }),
    [you, sit, bot, state?.maySeatBots],
  );

  // The last hand is being checked for reneges (the window is about it alone).
  const inspecting = state?.inspection != null && shownHand === hands.length - 1;

  return (
    <main className="table-page" data-testid="table-page" data-table={id}>
      <TableTop
        id={id}
        invite={invite}
        table={table}
        connected={connected}
        timeLimit={state?.timeLimit ?? null}
        sound={sound}
        lastCue={lastCue}
        onSound={(on) => {
          setSoundOn(on);
          setSound(on);
        }}
        onLastHand={hands.length > 0 ? () => setShownHand(hands.length - 1) : null}
        onLeave={you !== null ? leave : null}
      />
      <ConnectionBanner connected={connected} restarting={restarting} />
      {closed !== null ? (
        <p className="banner table-closed" role="status" data-testid="table-closed">
          {closed}
        </p>
      ) : null}
      {invite !== null && refused === null ? <InviteBox tableId={id} invite={invite} /> : null}
      {table?.status === 'done' && shownHand === null ? rematch : null}
      {state === null && refused !== null ? (
        <TableMissing refusal={refused} invited={invite !== null} />
      ) : state === null ? (
        <div className="table-loading" data-testid="table-loading">
          <p>{connected ? 'Joining the table…' : 'Connecting…'}</p>
          <SeatPicker tableId={id} invite={invite} onSit={sit} />
        </div>
      ) : (
        <TablePlay
          state={state}
          pending={pending}
          offline={offline}
          status={status}
          names={names}
          seatActions={seatActions}
          handOverOpen={shownHand !== null}
          onShowHands={() => setShownHand(hands.length - 1)}
          onAct={send}
          side={
            <TableSide
              state={state}
              names={names}
              chat={chat}
              onSay={say}
              canSay={connected}
              onDelete={admin ? deleteLine : null}
            />
          }
        />
      )}
      {shown !== undefined && shownHand !== null ? (
        <ShownHand
          view={view}
          you={you}
          names={names}
          status={status}
          index={shownHand}
          result={shown}
          finished={hands.length}
          games={games}
          inspection={inspecting ? (state?.inspection ?? null) : null}
          disabled={pending || offline}
          onAct={send}
          loadAnalysis={loadAnalysis}
          onClose={() => setShownHand(null)}
          rematch={rematch}
        />
      ) : null}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </main>
  );
}

/** The status line: whose turn and what to do, or that the hands are being checked. */
function statusLine(
  state: TableState | null,
  names: (seat: Seat) => string,
  waiting: boolean,
): string {
  const view = state?.view ?? null;
  const you = state?.you ?? null;
  return (state?.inspection ?? null) !== null && view?.phase === 'shake'
    ? CHECKING
    : statusText(view, you, names, waiting);
}
