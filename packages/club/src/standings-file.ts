import { isRecord } from './check.js';
import { err, type Result } from './result.js';
import { STANDINGS_RULES, standingsRulesById } from './standings-rules.js';
import { computeStandings, type Standings } from './standings.js';

/**
 * The standings file of `texas42 club standings`:
 * {"rules": "austin-league" | "npa-tournament", "teams": [...], "matches": [...]}
 * with each match {"teams": [A, B], "games": [[7, 3], ...]} (the first-named team's marks first),
 * {"teams": [A, B], "forfeit": B} or {"teams": [A], "bye": true}.
 * Every problem is BAD_STANDINGS_FILE, naming the field.
 */
export function standingsFromFile(input: unknown): Result<Standings> {
  if (!isRecord(input))
    return err(
      'BAD_STANDINGS_FILE',
      'a standings file must be an object {"rules", "teams", "matches"}',
    );
  const id = input['rules'];
  const rules = typeof id === 'string' ? standingsRulesById(id) : undefined;
  if (rules === undefined)
    return err(
      'BAD_STANDINGS_FILE',
      `must be one of ${STANDINGS_RULES.map((r) => `"${r.id}"`).join(', ')}`,
      'rules',
    );
  const teams = input['teams'];
  if (!Array.isArray(teams) || teams.length === 0)
    return err('BAD_STANDINGS_FILE', 'must be a list of team names', 'teams');
  if (input['matches'] === undefined)
    return err('BAD_STANDINGS_FILE', 'must be a list of matches', 'matches');
  const result = computeStandings(rules, teams as string[], input['matches']);
  if (result.ok) return result;
  return { ok: false, error: { ...result.error, code: 'BAD_STANDINGS_FILE' } };
}

/** Parses the text of a standings file (JSON) and computes the standings. */
export function standingsFromText(text: string): Result<Standings> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err('BAD_STANDINGS_FILE', `the file is not JSON: ${(e as Error).message}`);
  }
  return standingsFromFile(json);
}
