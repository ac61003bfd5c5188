/**
 * "Your turn" as a system notification while the tab is hidden. Permission is asked once, on a
 * player's click that makes notifications useful (taking a seat, creating a table with one),
 * never on page load, and never again once asked, whatever the answer.
 */

const ASKED = 'texas42.notifications-asked';

function supported(): boolean {
  return typeof Notification !== 'undefined';
}

/** Asks for permission if it was never asked; call it from a click or key handler. */
export function askForNotifications(): void {
  if (!supported() || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(ASKED) !== null) return;
    localStorage.setItem(ASKED, new Date().toISOString());
  } catch {
    return;
  }
  void Notification.requestPermission().catch(() => undefined);
}

/** Shows the notification if it is allowed; one per table at a time (its tag replaces the last). */
export function notifyTurn(tableId: string, title: string, body: string): void {
  if (!supported() || Notification.permission !== 'granted') return;
  try {
    const note = new Notification(title, {
      body,
      tag: `turn-${tableId}`,
      icon: '/favicon-turn.svg',
    });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  } catch {
    // Some mobile browsers allow notifications only from a service worker: the title still says it.
  }
}
