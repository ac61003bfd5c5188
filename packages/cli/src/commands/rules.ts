import {
  OPTION_SPECS,
  PROFILES,
  STANDARD_REASONS,
  optionValue,
  profileById,
} from '@texas42/engine';
import { UsageError, print, printJson, type Io } from '../io.js';

export const RULES_HELP = `Usage: texas42 rules [ID] [--json]

Without ID, lists the rule profiles. With ID, lists every option of that profile with its value
and its source: the sentence of the rule document that sets it, or why the common rule was chosen
where the document is silent. A club's own rules are a base profile plus overrides, written
{"base": "<id>", "nello": {"allowed": true}} in a hand record or a table's settings.`;

function sourceOf(id: string, path: string): { from: 'document' | 'default'; text: string } {
  const profile = profileById(id);
  const quote = profile?.sources[path];
  if (quote !== undefined) return { from: 'document', text: quote };
  return { from: 'default', text: STANDARD_REASONS[path] ?? '' };
}

export function rulesCommand(io: Io, id: string | undefined, json: boolean): number {
  if (id === undefined) {
    if (json) {
      printJson(io, {
        profiles: PROFILES.map((p) => ({ id: p.id, name: p.name, document: p.document })),
      });
      return 0;
    }
    for (const p of PROFILES)
      print(io.stdout, `${p.id.padEnd(18)} ${p.name}${p.document ? ` (${p.document})` : ''}`);
    print(io.stdout, '\nRun "texas42 rules ID" for every option of a profile with its source.');
    return 0;
  }
  const profile = profileById(id);
  if (profile === undefined)
    throw new UsageError(
      `unknown rule profile "${id}"; known: ${PROFILES.map((p) => p.id).join(', ')}`,
    );
  const options = OPTION_SPECS.map((spec) => ({
    option: spec.path,
    value: optionValue(profile.options, spec.path),
    description: spec.description,
    source: sourceOf(id, spec.path),
  }));
  if (json) {
    printJson(io, { id: profile.id, name: profile.name, document: profile.document, options });
    return 0;
  }
  print(
    io.stdout,
    `${profile.name}\nid: ${profile.id}${profile.document ? `   document: ${profile.document}` : ''}\n`,
  );
  for (const o of options) {
    print(io.stdout, `${o.option} = ${JSON.stringify(o.value)}`);
    print(io.stdout, `    ${o.description}`);
    print(
      io.stdout,
      `    ${o.source.from === 'document' ? `"${o.source.text}"` : `(document silent) ${o.source.text}`}`,
    );
  }
  return 0;
}
