import { countOf } from '../../logic/plural.js';
import type { TrickPile as Pile } from '../../logic/tricks.js';
import { Domino, DominoBack } from '../domino/Domino.js';

/**
 * A team's won tricks beside them. Where tricks are stacked (a marks bid under some rules) only
 * the number of tricks and their points are shown.
 */
export function TrickPile({
  pile,
  stacked,
  label,
}: {
  readonly pile: Pile;
  readonly stacked: boolean;
  readonly label: string;
}) {
  return (
    <div className="trick-pile" data-testid="trick-pile" data-team={pile.team}>
      <div className="pile-head">
        <span className="pile-label">{label}</span>
        <span className="pile-count">
          {countOf(pile.count, 'trick')} · {countOf(pile.points, 'pt', 'pts')}
        </span>
      </div>
      {stacked ? (
        <div className="pile-stack" role="img" aria-label="stacked face down">
          {Array.from({ length: Math.min(pile.count, 7) }, (_, i) => (
            <DominoBack key={i} orientation="across" className="back-stacked" />
          ))}
        </div>
      ) : (
        <div className="pile-tricks">
          {pile.tricks.map((t, i) => (
            <div className="pile-trick" key={i} title={countOf(t.points, 'point')}>
              {t.plays === null
                ? Array.from({ length: 4 }, (_, j) => <DominoBack key={j} className="mini" />)
                : t.plays.map((p) => <Domino key={p.domino} domino={p.domino} className="mini" />)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
