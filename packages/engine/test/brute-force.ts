/**
 * An independent, deliberately plain implementation of the play rules, written from the
 * documents' sentences and sharing no code with the engine: dominoes as pairs of pips, suits as
 * lists, no tables. Used to check the engine's perft counts.
 */
export type BruteContract =
  { trump: number } | { doublesTrump: true } | { followMe: true } | { nelloDoublesOwnSuit: true };

type Pips = [number, number];
type SeatHands = Readonly<Record<'N' | 'E' | 'S' | 'W', readonly string[]>>;
const ORDER = ['N', 'E', 'S', 'W'] as const;
type SeatName = (typeof ORDER)[number];

function pips(d: string): Pips {
  const [a, b] = d.split('-').map(Number) as Pips;
  return a >= b ? [a, b] : [b, a];
}

/** "any domino matching Trump is in the trump suit and never in any other matching suit" (002) */
function suits(d: string, c: BruteContract): string[] {
  const [a, b] = pips(d);
  if ('trump' in c)
    return a === c.trump || b === c.trump
      ? ['trump']
      : a === b
        ? [String(a)]
        : [String(a), String(b)];
  if ('doublesTrump' in c) return a === b ? ['trump'] : [String(a), String(b)];
  if ('nelloDoublesOwnSuit' in c) return a === b ? ['doubles'] : [String(a), String(b)];
  return a === b ? [String(a)] : [String(a), String(b)];
}

/** "unless trump is led, the higher end of the domino led determines the Suit" (002) */
function suitLed(d: string, c: BruteContract): string {
  const s = suits(d, c);
  return s.length === 1 ? (s[0] as string) : String(pips(d)[0]);
}

/** "the win order hierarchy is determined by the highest opposite end played, except for the double which is always highest in its own suit" (002) */
function rank(d: string, suit: string, c: BruteContract): number {
  const [a, b] = pips(d);
  if (suit === 'doubles' || (suit === 'trump' && 'doublesTrump' in c)) return a;
  if (a === b) return 100;
  if (suit === 'trump' && 'trump' in c) return a === c.trump ? b : a;
  return a === Number(suit) ? b : a;
}

function winner(plays: { seat: SeatName; d: string }[], c: BruteContract): SeatName {
  const led = suitLed((plays[0] as { d: string }).d, c);
  const trumps = plays.filter((p) => suits(p.d, c).includes('trump'));
  const contenders = trumps.length > 0 ? trumps : plays.filter((p) => suits(p.d, c).includes(led));
  const suit = trumps.length > 0 ? 'trump' : led;
  let best = contenders[0] as { seat: SeatName; d: string };
  for (const p of contenders) if (rank(p.d, suit, c) > rank(best.d, suit, c)) best = p;
  return best.seat;
}

/** "players must, if possible, play a domino in the suit lead" (002); otherwise anything. */
function legal(
  hand: readonly string[],
  trick: { d: string }[],
  c: BruteContract,
): readonly string[] {
  if (trick.length === 0) return hand;
  const led = suitLed((trick[0] as { d: string }).d, c);
  const follow = hand.filter((d) => suits(d, c).includes(led));
  return follow.length > 0 ? follow : hand;
}

/** Play sequences of `depth` plays (fewer if the hand ends first) from `leader` to lead. */
export function brutePerft(
  hands: SeatHands,
  c: BruteContract,
  leader: SeatName,
  depth: number,
  sittingOut: SeatName | null = null,
): number {
  const players = sittingOut === null ? 4 : 3;
  const next = (s: SeatName): SeatName => {
    let n = ORDER[(ORDER.indexOf(s) + 1) % 4] as SeatName;
    if (n === sittingOut) n = ORDER[(ORDER.indexOf(n) + 1) % 4] as SeatName;
    return n;
  };
  const go = (
    h: SeatHands,
    trick: { seat: SeatName; d: string }[],
    toPlay: SeatName,
    left: number,
  ): number => {
    if (left === 0 || h[toPlay].length === 0) return 1;
    let total = 0;
    for (const d of legal(h[toPlay], trick, c)) {
      const nh = { ...h, [toPlay]: h[toPlay].filter((x) => x !== d) };
      const nt = [...trick, { seat: toPlay, d }];
      if (nt.length === players) total += go(nh, [], winner(nt, c), left - 1);
      else total += go(nh, nt, next(toPlay), left - 1);
    }
    return total;
  };
  return go(hands, [], leader, depth);
}
