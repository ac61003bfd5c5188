import { useState } from 'react';
import { errorText } from '../../api/http.js';
import { readAnalysis, type Analysis } from '../../logic/analysis.js';
import type { HandAnalysis } from '../../protocol.js';
import { formatBid } from '../../logic/bids.js';
import { contractLabel } from '../../logic/contracts.js';
import { Domino } from '../domino/Domino.js';

type Load =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'done'; readonly analysis: Analysis }
  | { readonly state: 'failed'; readonly message: string };

function AnalysisBody({ analysis }: { readonly analysis: Analysis }) {
  return (
    <>
      {analysis.par !== null ? (
        <p className="muted">With best play on both sides the declarers take {analysis.par}.</p>
      ) : null}
      <h3 className="section-title">Mistakes</h3>
      {analysis.mistakes.length === 0 ? (
        <p data-testid="no-mistakes">No mistakes: every play kept the best result.</p>
      ) : (
        <ul className="mistakes" data-testid="mistakes">
          {analysis.mistakes.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
      {analysis.bids.length > 0 ? (
        <>
          <h3 className="section-title">Bids</h3>
          <table className="data-table">
            <thead>
              <tr>
                <th>Seat</th>
                <th>Bid</th>
                <th>Best contract</th>
                <th>Takes</th>
              </tr>
            </thead>
            <tbody>
              {analysis.bids.map((b, i) => (
                <tr key={i}>
                  <td>{b.seat}</td>
                  <td>{formatBid(b.bid)}</td>
                  <td>{contractLabel(b.bestContract)}</td>
                  <td>{b.bestPoints ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {analysis.plays.length > 0 ? (
        <>
          <h3 className="section-title">Every play against the best</h3>
          <p className="muted analysis-legend" data-testid="analysis-legend">
            <strong>Takes</strong>: the points (tricks in nello) the declaring side ends the hand
            with if everyone plays perfectly after this play; <strong>best</strong>: the same after
            the best play; <strong>lost</strong>: what this play gave away.
          </p>
          <div className="table-scroll">
            <table className="data-table plays-table" data-testid="analysis-plays">
              <thead>
                <tr>
                  <th>Trick</th>
                  <th>Seat</th>
                  <th>Played</th>
                  <th title="the declaring side's take with perfect play after this one">Takes</th>
                  <th title="the declaring side's take after the best play">Best</th>
                  <th title="what this play gave away against the best">Lost</th>
                  <th>Best plays</th>
                </tr>
              </thead>
              <tbody>
                {analysis.plays.map((p, i) => (
                  <tr key={i} className={p.loss > 0 ? 'row-loss' : ''}>
                    <td>{p.trick ?? ''}</td>
                    <td>{p.seat}</td>
                    <td>
                      <Domino domino={p.domino} orientation="across" className="analysis-domino" />{' '}
                      {p.domino}
                    </td>
                    <td>{p.value ?? ''}</td>
                    <td>{p.bestValue ?? ''}</td>
                    <td>{p.loss > 0 ? p.loss : ''}</td>
                    <td className="best-plays">{p.best.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}

/**
 * The solver's verdict on a finished hand, fetched on request (it may take the server a
 * moment): the mistakes in plain words, then every play's value against the best.
 */
export function AnalysisPanel({ load }: { readonly load: () => Promise<HandAnalysis> }) {
  const [status, setStatus] = useState<Load>({ state: 'idle' });
  const run = (): void => {
    setStatus({ state: 'loading' });
    load().then(
      (json) => setStatus({ state: 'done', analysis: readAnalysis(json) }),
      (e: unknown) => setStatus({ state: 'failed', message: errorText(e) }),
    );
  };
  return (
    <section className="analysis" data-testid="analysis-panel" data-state={status.state}>
      {status.state === 'idle' || status.state === 'failed' ? (
        <button type="button" className="button" data-testid="analyze-button" onClick={run}>
          {status.state === 'failed' ? 'Try the analysis again' : 'Analyze this hand'}
        </button>
      ) : null}
      {status.state === 'loading' ? (
        <p className="muted">The solver is looking at every play…</p>
      ) : null}
      {status.state === 'failed' ? <p className="error-text">{status.message}</p> : null}
      {status.state === 'done' ? <AnalysisBody analysis={status.analysis} /> : null}
    </section>
  );
}
