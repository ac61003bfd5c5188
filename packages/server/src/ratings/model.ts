import { SEATS, otherTeam, teamOf, type Seat, type Team } from '@texas42/engine';
import { rate, type Options } from 'openskill';

/**
 * Ratings by OpenSkill (Weng and Lin's Bayesian approximation, Plackett-Luce model) from the
 * maintained `openskill` package, not a formula written here.
 *
 * Why OpenSkill and not Glicko-2, which lichess uses: Glicko-2 rates one player against one, and
 * 42 is played by two partnerships. Glicko-2 would need a rule of our own making (average the
 * partners, split the change), which is the kind of hand-written rating this replaces. OpenSkill
 * rates teams as the model's own case: a team's strength is the sum of its partners', and each
 * partner moves by how uncertain their own rating is, so a newcomer partnering a proven player
 * moves much more than the proven player. Like Glicko, each person carries a mean and a deviation
 * (mu and sigma) that shrinks as they play; tau lets it grow back a little every game, so a rating
 * keeps following a player who improves (Glicko-2's volatility does that job).
 *
 * Scale: OpenSkill's defaults (sigma 25/3, beta = sigma/2, tau = sigma/100) times 42, with the mean
 * at 1500, so the numbers read like lichess's: a newcomer is 1500 ± 350. Only differences of means
 * matter to the model, so the shift changes nothing else.
 */
export const RATING_OPTIONS = { mu: 1500, sigma: 350, beta: 175, tau: 3.5 } as const;

/** A person's rating: the mean and its deviation. */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

export type SeatSkills = Readonly<Record<Seat, Skill>>;

/** The seats of a partnership, in the order the model is given them. */
function seatsOf(team: Team): [Seat, Seat] {
  return SEATS.filter((s) => teamOf(s) === team) as [Seat, Seat];
}

/** Every seat's skill after the game, as the model rates the partnerships for `winner`. */
function rated(skills: SeatSkills, winner: Team): Record<Seat, Skill> {
  const ns = seatsOf('NS');
  const ew = seatsOf('EW');
  const options: Options = { ...RATING_OPTIONS, rank: winner === 'NS' ? [1, 2] : [2, 1] };
  const [a, b] = rate([ns.map((s) => skills[s]), ew.map((s) => skills[s])], options) as [
    Skill[],
    Skill[],
  ];
  const out = {} as Record<Seat, Skill>;
  ns.forEach((s, i) => (out[s] = pick(a[i])));
  ew.forEach((s, i) => (out[s] = pick(b[i])));
  return out;
}

function pick(skill: Skill | undefined): Skill {
  if (skill === undefined) throw new Error('openskill returned fewer ratings than players');
  return { mu: skill.mu, sigma: skill.sigma };
}

/**
 * The four people's ratings after a game their partnerships played. A person in `abandoned` left
 * the game before it ended: they take it as a loss (lichess scores an abandoned game as lost),
 * which for a partnership that went on to win is the model's answer had that partnership lost.
 * Their partner and the opponents are rated by the game as it ended.
 */
export function rateGame(
  skills: SeatSkills,
  winner: Team,
  abandoned: ReadonlySet<Seat> = new Set(),
): Record<Seat, Skill> {
  const after = rated(skills, winner);
  const quitWinners = [...abandoned].filter((s) => teamOf(s) === winner);
  if (quitWinners.length === 0) return after;
  const lost = rated(skills, otherTeam(winner));
  for (const s of quitWinners) after[s] = lost[s];
  return after;
}
