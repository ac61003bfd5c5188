import { useState } from 'react';
import { api, type CreateEvent, type RuleProfileInfo } from '../../api/endpoints.js';
import { errorText } from '../../api/http.js';
import { seasonBody, type SeasonForm } from '../../logic/season.js';
import { AdvancedSeed, BestOfSelect, PoolsFields, ProgressiveFields } from './FormatFields.js';
import { SeasonFields } from './SeasonFields.js';

const LENGTHS = [1, 3, 5, 7] as const;

/**
 * A new league season (weeks, bye weeks, a seed), single-elimination tournament (standard
 * seeding or a random draw, match lengths) or round robin (one game or best of three). Seeds of
 * schedules and draws sit under "Advanced": most organizers never change them.
 */
export function CreateEventForm({
  profiles,
  onCreated,
}: {
  readonly profiles: readonly RuleProfileInfo[];
  readonly onCreated: (id: string) => void;
}) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CreateEvent['kind']>('league');
  const [rules, setRules] = useState('');
  const [weeks, setWeeks] = useState('');
  const [byeWeeks, setByeWeeks] = useState('');
  const [seed, setSeed] = useState('1');
  const [seedOrder, setSeedOrder] = useState<'standard' | 'random'>('standard');
  const [season, setSeason] = useState<SeasonForm>({
    firstNight: '',
    lastNight: '',
    byeNights: '',
    duesPerPlayer: '5',
  });
  const [first, setFirst] = useState(5);
  const [later, setLater] = useState(3);
  const [final, setFinal] = useState(3);
  const [bestOf, setBestOf] = useState<1 | 3>(1);
  const [pools, setPools] = useState('2');
  const [advance, setAdvance] = useState('2');
  const [progressiveRounds, setProgressiveRounds] = useState('4');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const defaultRules =
    kind === 'league'
      ? 'austin-league'
      : kind === 'progressive'
        ? 'nello-tournament'
        : 'npa-tournament';
  const chosenRules = rules !== '' ? rules : defaultRules;

  const submit = (): void => {
    let body: CreateEvent;
    if (kind === 'league') {
      const byes = byeWeeks
        .split(/[\s,]+/)
        .filter((w) => w !== '')
        .map(Number);
      if (byes.some((w) => !Number.isInteger(w) || w < 1)) {
        setError('Bye weeks: week numbers separated by commas, like 4, 8.');
        return;
      }
      const dated = seasonBody(season);
      if ('error' in dated) {
        setError(dated.error);
        return;
      }
      body = {
        kind,
        name: name.trim(),
        rules: chosenRules,
        seed: Number(seed) || 1,
        // A season's dates give its weeks and bye weeks.
        ...(dated.season !== null
          ? { season: dated.season }
          : { ...(weeks.trim() !== '' ? { weeks: Number(weeks) } : {}), byeWeeks: byes }),
      };
    } else if (kind === 'round-robin') {
      body = { kind, name: name.trim(), rules: chosenRules, bestOf };
    } else if (kind === 'pools') {
      const [p, a] = [Number(pools), Number(advance)];
      if (!Number.isInteger(p) || p < 2 || !Number.isInteger(a) || a < 1) {
        setError('Pools: at least 2; advancing: at least the top 1 of each pool.');
        return;
      }
      const rounds = { first, later, final };
      body = { kind, name: name.trim(), rules: chosenRules, pools: p, advance: a, bestOf, rounds };
    } else if (kind === 'progressive') {
      const r = Number(progressiveRounds);
      if (!Number.isInteger(r) || r < 1) {
        setError('Rounds: a whole number, at least 1.');
        return;
      }
      body = { kind, name: name.trim(), rules: chosenRules, rounds: r, seed: Number(seed) || 1 };
    } else {
      body = {
        kind,
        name: name.trim(),
        rules: chosenRules,
        rounds: { first, later, final },
        seedOrder,
        ...(seedOrder === 'random' ? { seed: Number(seed) || 1 } : {}),
      };
    }
    setBusy(true);
    setError(null);
    api.createEvent(body).then(
      (view) => {
        setBusy(false);
        onCreated(view.id);
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  const lengthSelect = (label: string, value: number, set: (n: number) => void, testId: string) => (
    <label className="field">
      <span>{label}</span>
      <select
        className="input"
        data-testid={testId}
        value={value}
        onChange={(e) => set(Number(e.target.value))}
      >
        {LENGTHS.map((n) => (
          <option key={n} value={n}>
            {n === 1 ? 'one game' : `best of ${n}`}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      className="panel create-event"
      data-testid="event-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 className="panel-title">New event</h2>
      <label className="field">
        <span>Name</span>
        <input
          className="input"
          data-testid="event-name"
          value={name}
          maxLength={60}
          required
          placeholder="Monday Night League"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <div className="field-pair">
        <label className="field">
          <span>Kind</span>
          <select
            className="input"
            data-testid="event-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as CreateEvent['kind'])}
          >
            <option value="league">League season</option>
            <option value="single-elimination">Single elimination</option>
            <option value="round-robin">Round robin</option>
            <option value="pools">Pools and brackets</option>
            <option value="progressive">Progressive tables</option>
          </select>
        </label>
        <label className="field">
          <span>Rules</span>
          <select
            className="input"
            data-testid="event-rules"
            value={chosenRules}
            onChange={(e) => setRules(e.target.value)}
          >
            {profiles.length === 0 ? <option value={defaultRules}>{defaultRules}</option> : null}
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id}
              </option>
            ))}
          </select>
        </label>
      </div>
      {kind === 'league' ? (
        <>
          <div className="field-pair">
            <label className="field">
              <span>Weeks (optional)</span>
              <input
                className="input"
                data-testid="event-weeks"
                inputMode="numeric"
                value={weeks}
                placeholder="one pass of the field"
                onChange={(e) => setWeeks(e.target.value)}
              />
            </label>
            <label className="field">
              <span>Bye weeks</span>
              <input
                className="input"
                data-testid="event-bye-weeks"
                value={byeWeeks}
                placeholder="e.g. 4, 8"
                onChange={(e) => setByeWeeks(e.target.value)}
              />
            </label>
          </div>
          <SeasonFields form={season} onChange={setSeason} />
          <AdvancedSeed label="Schedule seed" seed={seed} setSeed={setSeed}>
            The same seed and teams make the same schedule; another seed, another order of pairings.
          </AdvancedSeed>
          <p className="muted small-print">
            Standings by league points: 5 a game, 8 the match, 3 a spread of four marks; matches
            best of three, games to 7 winning by 2.
          </p>
        </>
      ) : kind === 'pools' ? (
        <PoolsFields
          pools={pools}
          setPools={setPools}
          advance={advance}
          setAdvance={setAdvance}
          bestOf={bestOf}
          setBestOf={setBestOf}
          lengths={
            <div className="field-triple">
              {lengthSelect('Bracket first round', first, setFirst, 'event-first')}
              {lengthSelect('Later rounds', later, setLater, 'event-later')}
              {lengthSelect('Final', final, setFinal, 'event-final')}
            </div>
          }
        />
      ) : kind === 'progressive' ? (
        <ProgressiveFields
          rounds={progressiveRounds}
          setRounds={setProgressiveRounds}
          seed={seed}
          setSeed={setSeed}
        />
      ) : kind === 'round-robin' ? (
        <>
          <BestOfSelect label="Matches" bestOf={bestOf} setBestOf={setBestOf} />
          <p className="muted small-print">
            Every team plays every other once; with an odd number of teams one team a round has the
            BYE, a game won 7-4. Standings by wins, then marks for, then fewest marks against; ties
            after that are the director&apos;s choice.
          </p>
        </>
      ) : (
        <>
          <label className="field">
            <span>Seeding</span>
            <select
              className="input"
              data-testid="event-seed-order"
              value={seedOrder}
              onChange={(e) => setSeedOrder(e.target.value === 'random' ? 'random' : 'standard')}
            >
              <option value="standard">Standard: 1 plays the lowest seed</option>
              <option value="random">Random draw</option>
            </select>
          </label>
          <p className="muted small-print">
            {seedOrder === 'standard'
              ? 'Seeds in registration order (or the order you give when you make the bracket); the top seeds meet as late as possible and get the byes.'
              : 'The teams are drawn into the bracket by lot when registration closes.'}
          </p>
          {seedOrder === 'random' ? (
            <AdvancedSeed label="Seed of the draw" seed={seed} setSeed={setSeed}>
              The same seed and teams make the same draw.
            </AdvancedSeed>
          ) : null}
          <div className="field-triple">
            {lengthSelect('First round', first, setFirst, 'event-first')}
            {lengthSelect('Later rounds', later, setLater, 'event-later')}
            {lengthSelect('Final', final, setFinal, 'event-final')}
          </div>
        </>
      )}
      {error !== null ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary" data-testid="event-create" disabled={busy}>
        {busy ? 'Creating…' : 'Create event'}
      </button>
    </form>
  );
}
