import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adminApi } from '../api/admin.js';
import { api, type BotLevel } from '../api/endpoints.js';
import { rememberInvite, rememberedInvite } from '../api/invites.js';
import { errorText } from '../api/http.js';
import { ActionBar } from '../components/table/ActionBar.js';
import { Auction } from '../components/table/Auction.js';
import { Board } from '../components/table/Board.js';
import { ChatPanel } from '../components/table/ChatPanel.js';
import { HintBox } from '../components/table/HintBox.js';
import { Scoreboard } from '../components/table/Scoreboard.js';
import { SeatPicker } from '../components/table/SeatPicker.js';
import { HandOverPanel } from '../components/hand-over/HandOverPanel.js';
import { InspectionBar } from '../components/hand-over/InspectionBar.js';
import { RematchPanel } from '../components/hand-over/RematchPanel.js';
import { InviteBox } from '../components/common/InviteBox.js';
import { Toasts } from '../components/common/Toasts.js';
import { ConnectionBanner } from '../components/table/ConnectionBanner.js';
import { MatchTimer } from '../components/table/MatchTimer.js';
import { TableMissing } from '../components/table/TableMissing.js';
import { SoundSwitch } from '../components/board/SoundSwitch.js';
import { askForNotifications } from '../alerts/notifications.js';
import { setSoundOn, soundOn } from '../alerts/sounds.js';
import { useBoardCues } from '../hooks/useBoardCues.js';
import { useTurnAlerts } from '../hooks/useTurnAlerts.js';
import { isYourTurn } from '../logic/board-cues.js';
import { useTableSocket } from '../hooks/useTableSocket.js';
import { useToasts } from '../hooks/useToasts.js';
import { friendlyMessage } from '../logic/errors.js';
import { finishedCount, finishedHands, newlyFinished } from '../logic/finished-hands.js';
import { handOverGivesWay, nextHandDealt, placeOf } from '../logic/hand-place.js';
import { summarizeGames } from '../logic/match-summary.js';
import { routePath } from '../logic/route.js';
import { seatName, statusText } from '../logic/table-words.js';
import type { ErrorEvent, PlayerAction, Seat } from '../protocol.js';

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

  // The hand-over panel opens by itself when the number of finished hands grows, and closes by
  // itself when the next hand reaches you (hand-place.ts); opened by hand, it stays open.
  const seen = useRef<number | null>(null);
  const [opened, setOpened] = useState<{ hand: number; auto: boolean } | null>(null);
  const shownHand = opened?.hand ?? null;
  const setShownHand = useCallback(
    (hand: number | null) => setOpened(hand === null ? null : { hand, auto: false }),
    [],
  );
  useEffect(() => {
    if (view === null) return;
    const fresh = newlyFinished(seen.current, view);
    seen.current = finishedCount(view);
    if (fresh !== null) setOpened({ hand: fresh, auto: true });
    else
      setOpened((o) =>
        o?.auto === true && handOverGivesWay(view, you, finishedCount(view), o.hand) ? null : o,
      );
  }, [view, you]);
  const hands = useMemo(() => finishedHands(view), [view]);
  const games = useMemo(() => summarizeGames(view), [view]);
  const shown = shownHand === null ? undefined : hands[shownHand];

  const sit = useCallback(
    (seat: Seat) => {
      askForNotifications();
      api.takeSeat(id, seat, invite).then(
        () => rewatch(),
        (e: unknown) => push(errorText(e)),
      );
    },
    [id, invite, push, rewatch],
  );
  const bot = useCallback(
    (seat: Seat, level: BotLevel) => {
      api.seatBot(id, seat, level).then(
        () => rewatch(),
        (e: unknown) => push(errorText(e)),
      );
    },
    [id, push, rewatch],
  );
  const leave = (): void => {
    api.leave(id).then(
      () => rewatch(),
      (e: unknown) => push(errorText(e)),
    );
  };
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
      setOpened((o) => (o === null ? o : { ...o, auto: false }));
      return api.analysis(id, index, invite);
    },
    [id, invite],
  );

  const rematch = (
    <RematchPanel tableId={id} offer={state?.rematch ?? null} you={you} names={names} />
  );
  const waiting = table?.status === 'waiting';
  // Nothing clicked now could reach the server: the board and the buttons wait for it.
  const offline = !connected || restarting;
  const status = offline
    ? PAUSED
    : (state?.inspection ?? null) !== null && view?.phase === 'shake'
      ? CHECKING
      : statusText(view, you, names, waiting);
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
      <div className="table-top">
        <div className="table-title">
          <h1>{table?.name ?? 'Table'}</h1>
          <span className="muted">
            {table?.rules ?? ''}
            {table !== null ? ` · ${table.visibility}` : ''}
          </span>
          <span
            className={`dot ${connected ? 'dot-on' : 'dot-off'}`}
            title={connected ? 'connected' : 'reconnecting'}
            data-testid="connection"
            data-connected={connected ? 'true' : 'false'}
          />
          <MatchTimer limit={state?.timeLimit ?? null} />
        </div>
        <nav className="table-links">
          <SoundSwitch
            on={sound}
            last={lastCue}
            onChange={(on) => {
              setSoundOn(on);
              setSound(on);
            }}
          />
          {hands.length > 0 ? (
            <button
              type="button"
              className="button small ghost"
              data-testid="last-hand"
              onClick={() => setShownHand(hands.length - 1)}
            >
              Last hand
            </button>
          ) : null}
          <a className="button small ghost" href={routePath({ page: 'history', id, invite })}>
            History
          </a>
          {you !== null ? (
            <button
              type="button"
              className="button small ghost"
              data-testid="leave-seat"
              onClick={leave}
            >
              Leave seat
            </button>
          ) : null}
          <a className="button small ghost" href={routePath({ page: 'lobby' })}>
            Lobby
          </a>
        </nav>
      </div>
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
        <div className="table-layout">
          <div className="table-main">
            <Board
              state={state}
              pending={pending || offline}
              centerMessage={view?.phase === 'play' ? null : status}
              names={names}
              seatActions={seatActions}
              keys={shownHand === null}
              onAct={send}
            />
            {state.inspection !== null && shownHand === null ? (
              <InspectionBar
                inspection={state.inspection}
                you={you}
                disabled={pending || offline}
                onAct={send}
                onShowHands={() => setShownHand(hands.length - 1)}
              />
            ) : null}
            <ActionBar
              state={state}
              pending={pending}
              offline={offline}
              status={status}
              onAct={send}
            />
          </div>
          <aside className="table-side">
            <HintBox hint={state.hint} />
            <Scoreboard view={view} you={you} names={names} />
            <Auction hand={view?.hand ?? null} names={names} toAct={view?.toAct ?? null} />
            {state.chat ? (
              <ChatPanel
                messages={chat}
                onSay={say}
                canSay={connected}
                {...(admin ? { onDelete: deleteLine } : {})}
              />
            ) : null}
          </aside>
        </div>
      )}
      {shown !== undefined && shownHand !== null ? (
        <HandOverPanel
          result={shown}
          number={shownHand + 1}
          place={placeOf(view, shownHand)}
          games={games}
          nextDealt={nextHandDealt(view, hands.length, shownHand)}
          nextStatus={status}
          you={you}
          names={names}
          loadAnalysis={loadAnalysis}
          onClose={() => setShownHand(null)}
          inspection={
            inspecting ? (
              <InspectionBar
                inspection={state.inspection}
                you={you}
                disabled={pending || offline}
                onAct={send}
              />
            ) : null
          }
          onCallRenege={
            inspecting && you !== null && !pending && !offline
              ? (trick) => send({ type: 'callRenege', trick })
              : undefined
          }
        >
          {placeOf(view, shownHand)?.endedMatch === true ? rematch : null}
        </HandOverPanel>
      ) : null}
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </main>
  );
}
