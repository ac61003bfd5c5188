import { Suspense, lazy, useEffect, useState } from 'react';
import { api } from './api/endpoints.js';
import { ApiError } from './api/http.js';
import { Header } from './components/common/Header.js';
import { PublicHeader } from './components/common/PublicHeader.js';
import { KeyboardHelp } from './components/common/KeyboardHelp.js';
import { SiteBanner, useSite } from './components/common/SiteBanner.js';
import { replacePath, useRoute } from './hooks/useRoute.js';
import { EventPage } from './pages/EventPage.js';
import { AccountPage } from './pages/AccountPage.js';
import { MailLinkPage } from './pages/MailLinkPage.js';
import { EmbedPage } from './pages/EmbedPage.js';
import { EventsPage } from './pages/EventsPage.js';
import { HistoryPage } from './pages/HistoryPage.js';
import { LeaderboardPage } from './pages/LeaderboardPage.js';
import { LobbyPage } from './pages/LobbyPage.js';
import { ProfilePage } from './pages/ProfilePage.js';
import { SignInPage } from './pages/SignInPage.js';
import { SoloPage } from './pages/SoloPage.js';
import { TablePage } from './pages/TablePage.js';
import { routePath, type Route } from './logic/route.js';
import type { Me } from './protocol.js';

/** The analysis board is a chunk of its own, loaded when opened (the page's other visitors skip it). */
const AnalysisPage = lazy(() =>
  import('./pages/AnalysisPage.js').then((m) => ({ default: m.AnalysisPage })),
);

/** So are the phone scorekeeper and the printed sheet, used at physical tables only. */
const ScorekeeperPage = lazy(() =>
  import('./pages/ScorekeeperPage.js').then((m) => ({ default: m.ScorekeeperPage })),
);
const SheetPage = lazy(() =>
  import('./pages/SheetPage.js').then((m) => ({ default: m.SheetPage })),
);

/** So is the admin page, for the few who may open it. */
const AdminPage = lazy(() =>
  import('./pages/AdminPage.js').then((m) => ({ default: m.AdminPage })),
);

/** So are the puzzles, with their board and proof. */
const PuzzlesPage = lazy(() =>
  import('./pages/PuzzlesPage.js').then((m) => ({ default: m.PuzzlesPage })),
);

type Session =
  | { readonly state: 'loading' }
  | { readonly state: 'out' }
  | { readonly state: 'in'; readonly me: Me };

/**
 * The app: who you are (GET /api/me; signing in or a guest name first), then the page the
 * address names. An invite link opened before signing in still leads to its table after. The
 * events are public: a signed-out visitor reads them, and their "Sign in to ..." links come back
 * to the same page (/signin?next=...). The embed widget needs no session at all.
 */
export function App() {
  const route = useRoute();
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const site = useSite();
  const banner = <SiteBanner site={site} />;

  useEffect(() => {
    api.me().then(
      (me) => setSession({ state: 'in', me }),
      (e: unknown) => {
        setSession({ state: 'out' });
        if (!(e instanceof ApiError && e.status === 401)) setProblem((e as Error).message);
      },
    );
  }, []);

  // Signed in at /signin (a link's, or just now): on to the page that sent you there.
  const next = route.page === 'sign-in' ? (route.next ?? routePath({ page: 'lobby' })) : null;
  useEffect(() => {
    if (session.state === 'in' && next !== null) replacePath(next);
  }, [session.state, next]);

  // Solo play needs no session nor server: it opens offline, before anyone signs in.
  if (route.page === 'solo')
    return (
      <div className="app">
        {banner}
        <SoloPage />
      </div>
    );
  // So does the analysis board: its solver runs in this browser.
  if (route.page === 'analysis')
    return (
      <div className="app">
        {banner}
        <Suspense fallback={<div className="splash">Texas 42…</div>}>
          <AnalysisPage key={route.board ?? ''} board={route.board} />
        </Suspense>
      </div>
    );
  if (route.page === 'embed')
    return <EmbedPage key={route.id} id={route.id} show={route.show} theme={route.theme} />;
  // A mailed link's page works signed in or not: a reset link signs its account in.
  if (
    route.page === 'verify-email' ||
    route.page === 'reset-password' ||
    route.page === 'unsubscribe'
  )
    return (
      <div className="app">
        {banner}
        <MailLinkPage
          page={route.page}
          token={route.token}
          onSignedIn={(me) => setSession({ state: 'in', me })}
        />
      </div>
    );
  if (session.state === 'loading') return <div className="splash">Texas 42…</div>;
  // A match's blank score sheet is public as its event is: a club's volunteer prints the night's
  // sheets without an account, and the event page's "Score sheet" link must not lead to a sign-in.
  if (
    session.state === 'out' &&
    (route.page === 'event' || route.page === 'events' || route.page === 'sheet')
  )
    return (
      <div className="app">
        {banner}
        <PublicHeader />
        <PublicEventPage route={route} />
      </div>
    );
  if (session.state === 'out')
    return (
      <>
        {banner}
        {problem !== null ? (
          <p className="banner error-text">
            {problem} <a href={routePath({ page: 'solo' })}>Play solo against the bots</a>, which
            needs no connection.
          </p>
        ) : null}
        <SignInPage
          signUpsOpen={site?.signUpsOpen ?? true}
          onSignedIn={(me) => {
            setProblem(null);
            setSession({ state: 'in', me });
          }}
        />
      </>
    );

  const signOut = (): void => {
    api.signOut().then(
      () => setSession({ state: 'out' }),
      () => setSession({ state: 'out' }),
    );
  };

  return (
    <div className="app">
      {banner}
      <Header me={session.me} onSignOut={signOut} />
      <KeyboardHelp />
      <SignedInPage
        route={route}
        me={session.me}
        onSignedIn={(me) => setSession({ state: 'in', me })}
        onSignedOut={() => setSession({ state: 'out' })}
      />
    </div>
  );
}

/**
 * An event's pages a signed-out visitor may read: the event, the list of events, and a match's
 * blank score sheet.
 */
function PublicEventPage({ route }: { route: Route }) {
  if (route.page === 'event')
    return (
      <EventPage
        key={route.id}
        id={route.id}
        me={null}
        join={route.join ?? null}
        match={route.match ?? null}
      />
    );
  if (route.page === 'sheet')
    return (
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <SheetPage key={`${route.id}/${route.match}`} id={route.id} match={route.match} />
      </Suspense>
    );
  return <EventsPage me={null} />;
}

/** The page the address names, for someone signed in (or playing as a guest). */
function SignedInPage({
  route,
  me,
  onSignedIn,
  onSignedOut,
}: {
  route: Route;
  me: Me;
  onSignedIn: (me: Me) => void;
  onSignedOut: () => void;
}) {
  return (
    <>
      {route.page === 'lobby' ? <LobbyPage /> : null}
      {route.page === 'table' ? (
        <TablePage key={route.id} id={route.id} invite={route.invite} admin={me.admin === true} />
      ) : null}
      {route.page === 'history' ? (
        <HistoryPage key={route.id} id={route.id} invite={route.invite} />
      ) : null}
      {route.page === 'profile' ? <ProfilePage key={route.id} id={route.id} /> : null}
      {route.page === 'events' ? <EventsPage me={me} onSignedIn={onSignedIn} /> : null}
      {route.page === 'leaderboard' ? <LeaderboardPage /> : null}
      <Suspense fallback={<p className="muted">Loading…</p>}>
        {route.page === 'puzzles' ? <PuzzlesPage key={route.id ?? ''} id={route.id} /> : null}
        {route.page === 'score' ? (
          <ScorekeeperPage key={`${route.id}/${route.match}`} id={route.id} match={route.match} />
        ) : null}
        {route.page === 'sheet' ? (
          <SheetPage key={`${route.id}/${route.match}`} id={route.id} match={route.match} />
        ) : null}
      </Suspense>
      {route.page === 'admin' ? (
        me.admin === true ? (
          <Suspense fallback={<p className="muted">Loading…</p>}>
            <AdminPage me={me} />
          </Suspense>
        ) : (
          <main className="not-found" data-testid="not-admin">
            <p>This page is for the site&apos;s admins.</p>
            <a href={routePath({ page: 'lobby' })}>Go to the lobby</a>
          </main>
        )
      ) : null}
      {route.page === 'account' ? <AccountPage me={me} onSignedOut={onSignedOut} /> : null}
      {route.page === 'event' ? (
        <EventPage
          key={route.id}
          id={route.id}
          me={me}
          join={route.join ?? null}
          claim={route.claim ?? null}
          match={route.match ?? null}
        />
      ) : null}
      {route.page === 'not-found' ? (
        <main className="not-found">
          <p>There is no page at {route.path}.</p>
          <a href={routePath({ page: 'lobby' })}>Go to the lobby</a>
        </main>
      ) : null}
    </>
  );
}
