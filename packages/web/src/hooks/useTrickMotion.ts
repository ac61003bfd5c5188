import { useLayoutEffect, useRef, type RefObject } from 'react';
import { canonical } from '../logic/dominoes.js';
import type { Play, Seat } from '../protocol.js';

/** How long a laid domino takes from the hand to the trick, and a won trick to its winner. */
const LAY_MS = 320;
const GATHER_MS = 420;

/** The animations' ids, which the browser tests look for. */
export const LAY_ANIMATION = 'trick-lay';
export const GATHER_ANIMATION = 'trick-gather';

function stillWanted(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function centre(rect: DOMRect): { x: number; y: number } {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

function playKey(play: Play): string {
  return `${play.seat}-${canonical(play.domino)}`;
}

function seatPanel(board: Element, seat: Seat): Element | null {
  return board.querySelector(`[data-testid="seat-panel"][data-seat="${seat}"]`);
}

/** A won trick as last drawn: copies of its dominoes and where each lay. */
interface WonTrick {
  readonly key: string;
  readonly winner: Seat;
  readonly tiles: readonly { readonly copy: Node; readonly rect: DOMRect }[];
}

function snapshot(root: Element, key: string, winner: Seat): WonTrick {
  const tiles = [...root.querySelectorAll('[data-testid="trick-play"]')].flatMap((slot) => {
    const tile = slot.firstElementChild;
    // The slot's own box: it never moves (the tile inside it does, while it is being laid).
    return tile === null
      ? []
      : [{ copy: tile.cloneNode(true), rect: slot.getBoundingClientRect() }];
  });
  return { key, winner, tiles };
}

/** Lays copies of the won trick where it was and sends them to the winner's seat. */
function gather(root: HTMLElement, board: Element, won: WonTrick): void {
  const seat = seatPanel(board, won.winner);
  if (seat === null) return;
  const to = centre(seat.getBoundingClientRect());
  const origin = root.getBoundingClientRect();
  for (const { copy, rect } of won.tiles) {
    const ghost = document.createElement('div');
    ghost.className = 'trick-leaving';
    ghost.setAttribute('aria-hidden', 'true');
    Object.assign(ghost.style, {
      left: `${rect.left - origin.left}px`,
      top: `${rect.top - origin.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    });
    ghost.appendChild(copy);
    root.appendChild(ghost);
    const at = centre(rect);
    const motion = ghost.animate(
      [
        { transform: 'none', opacity: 1 },
        { transform: `translate(${to.x - at.x}px, ${to.y - at.y}px) scale(0.4)`, opacity: 0 },
      ],
      { duration: GATHER_MS, easing: 'ease-in', fill: 'forwards', id: GATHER_ANIMATION },
    );
    const remove = (): void => ghost.remove();
    motion.onfinish = remove;
    motion.oncancel = remove;
  }
}

/**
 * Motion that explains the trick: each domino laid travels from where it was (your hand, or the
 * seat of the player who laid it) to its place in the trick, and a won trick, once the next lead
 * takes its place (it stays in sight until then, as the view keeps it), travels to its winner.
 * Nothing moves when the player asks for reduced motion, nor on a first look at the table (a
 * reload shows the trick as it is).
 */
export function useTrickMotion(
  area: RefObject<HTMLDivElement | null>,
  plays: readonly Play[],
  winner: Seat | null,
): void {
  // Where each of your dominoes was drawn at the last render: a domino leaves the hand in the
  // same render that lays it in the trick, so its place must be remembered from before.
  const handPlaces = useRef(new Map<string, DOMRect>());
  const drawn = useRef<Set<string> | null>(null);
  const won = useRef<WonTrick | null>(null);
  const trick = plays.map(playKey).join(' ');

  useLayoutEffect(() => {
    const root = area.current;
    const board = root?.closest('.board-wrap') ?? null;
    if (root === null || board === null) return;
    const before = drawn.current;
    drawn.current = new Set(plays.map(playKey));
    const moving = before !== null && !stillWanted();
    const last = won.current;
    if (moving && last !== null && last.key !== trick) gather(root, board, last);
    if (moving) {
      for (const play of plays) {
        if (before.has(playKey(play))) continue;
        const tile = root.querySelector(`[data-testid="trick-play"][data-seat="${play.seat}"] > *`);
        const from =
          handPlaces.current.get(canonical(play.domino)) ??
          seatPanel(board, play.seat)?.getBoundingClientRect();
        if (tile === null || from === undefined) continue;
        const a = centre(from);
        const b = centre(tile.getBoundingClientRect());
        tile.animate(
          [
            { transform: `translate(${a.x - b.x}px, ${a.y - b.y}px) scale(0.9)`, opacity: 0.7 },
            { transform: 'none', opacity: 1 },
          ],
          { duration: LAY_MS, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', id: LAY_ANIMATION },
        );
      }
    }
    won.current = winner === null ? null : snapshot(root, trick, winner);
    const places = new Map<string, DOMRect>();
    for (const el of board.querySelectorAll<HTMLElement>('[data-testid="hand-domino"]')) {
      const domino = el.dataset.domino;
      if (domino !== undefined) places.set(canonical(domino), el.getBoundingClientRect());
    }
    handPlaces.current = places;
  });
}
