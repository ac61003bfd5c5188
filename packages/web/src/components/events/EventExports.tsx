import { useState } from 'react';
import {
  defaultEmbedShow,
  embedShows,
  hasLeagueNights,
  hasStandings,
  iframeSnippet,
  nightsIcsPath,
  resultsCsvPath,
  standingsCsvPath,
  webcalUrl,
} from '../../logic/exports.js';
import type { EmbedShow } from '../../logic/route.js';
import type { EventView } from '../../protocol.js';

const SHOWS: readonly { show: EmbedShow; label: string }[] = [
  { show: 'standings', label: 'Standings' },
  { show: 'bracket', label: 'Bracket' },
  { show: 'both', label: 'Both' },
];

/**
 * Sharing an event beyond its page: the standings and results as CSV for a spreadsheet, the
 * league nights as a calendar a phone subscribes to, and (for the organizer) the <iframe> that
 * puts the standings or bracket on the club's own site.
 */
export function EventExports({ view }: { readonly view: EventView }) {
  const origin = window.location.origin;
  const [show, setShow] = useState<EmbedShow>(defaultEmbedShow(view));
  const [copied, setCopied] = useState(false);
  if (view.rounds.length === 0 && view.progressive == null) return null;
  const snippet = iframeSnippet(origin, view, show);
  const offered = SHOWS.filter((s) => embedShows(view).includes(s.show));
  const copy = (): void => {
    navigator.clipboard?.writeText(snippet).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  };
  return (
    <section className="panel event-exports no-print" data-testid="event-exports">
      <h2 className="panel-title">Share and export</h2>
      <ul className="export-links">
        {hasStandings(view) ? (
          <li>
            <a href={standingsCsvPath(view.id)} download data-testid="standings-csv">
              Standings (CSV)
            </a>
          </li>
        ) : null}
        <li>
          <a href={resultsCsvPath(view.id)} download data-testid="results-csv">
            Results (CSV)
          </a>
        </li>
        {hasLeagueNights(view) ? (
          <li>
            <a href={webcalUrl(origin, view.id)} data-testid="subscribe-nights">
              Subscribe to the league nights
            </a>{' '}
            <span className="muted small-print">
              (a calendar on your phone;{' '}
              <a href={nightsIcsPath(view.id)} download data-testid="nights-ics">
                or download it
              </a>
              )
            </span>
          </li>
        ) : null}
        {hasLeagueNights(view) && view.you.team !== null ? (
          <li>
            <a href={webcalUrl(origin, view.id, view.you.team)} data-testid="subscribe-team-nights">
              Subscribe to your team&apos;s nights
            </a>{' '}
            <span className="muted small-print">(your match each week, or your bye)</span>
          </li>
        ) : null}
      </ul>
      {view.you.organizer ? (
        <div className="embed-snippet" data-testid="embed-snippet">
          <h3 className="section-title">Put it on your club&apos;s site</h3>
          {offered.length > 1 ? (
            <div className="embed-shows" role="radiogroup" aria-label="What the widget shows">
              {offered.map((s) => (
                <label key={s.show} className="choice">
                  <input
                    type="radio"
                    name="embed-show"
                    data-testid={`embed-show-${s.show}`}
                    checked={show === s.show}
                    onChange={() => setShow(s.show)}
                  />
                  {s.label}
                </label>
              ))}
            </div>
          ) : null}
          <textarea
            className="input embed-code"
            data-testid="embed-code"
            aria-label="The widget's HTML"
            readOnly
            rows={5}
            value={snippet}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className="button small" data-testid="embed-copy" onClick={copy}>
            {copied ? 'Copied' : 'Copy the HTML'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
