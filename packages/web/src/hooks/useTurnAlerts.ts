import { useEffect, useRef } from 'react';
import { notifyTurn } from '../alerts/notifications.js';

const ICON = '/favicon.svg';
const TURN_ICON = '/favicon-turn.svg';

function setIcon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link !== null && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Says "your turn" outside the page: in the tab's title and its icon while it lasts, and as a
 * system notification when the turn comes while the tab is hidden.
 */
export function useTurnAlerts(
  tableId: string,
  tableName: string | null,
  yourTurn: boolean,
  status: string,
): void {
  const wasTurn = useRef(false);
  useEffect(() => {
    const base = tableName === null ? 'Texas 42' : `${tableName} · Texas 42`;
    document.title = yourTurn ? `Your turn · ${base}` : base;
    setIcon(yourTurn ? TURN_ICON : ICON);
    if (yourTurn && !wasTurn.current && document.hidden)
      notifyTurn(tableId, `Your turn at ${tableName ?? 'Texas 42'}`, status);
    wasTurn.current = yourTurn;
  }, [tableId, tableName, yourTurn, status]);
  useEffect(
    () => () => {
      document.title = 'Texas 42';
      setIcon(ICON);
    },
    [],
  );
}
