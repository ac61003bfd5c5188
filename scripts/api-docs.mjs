#!/usr/bin/env node
// Writes docs/server-api.md from the wire contract: every HTTP route of the protocol's route table
// (packages/protocol/src/routes.ts), every socket event (sockets.ts, messages.ts), the types
// they name, and the hand-written prose of scripts/api-docs/*.md. `npm run docs:api` writes it;
// `--check` fails when the committed file differs (a unit test runs that too). Needs
// `npx tsc -b` first: it reads packages/protocol/dist.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const OUT = join(root, 'docs', 'server-api.md');

/** Names of the protocol's exported schemas, so an answer says `EventView`, not its fields. */
function schemaNames(protocol) {
  const names = new Map();
  for (const [name, value] of Object.entries(protocol))
    if (
      value !== null &&
      typeof value === 'object' &&
      value._zod !== undefined &&
      !names.has(value)
    )
      names.set(value, name);
  return names;
}

/** A schema as a TypeScript-like type: named schemas by name (collected in `used`). */
function typeOf(schema, ctx, top = false, indent = '') {
  const named = ctx.names.get(schema);
  if (named !== undefined && !top) {
    ctx.used.add(named);
    return named;
  }
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'unknown':
    case 'any':
      return 'unknown';
    case 'custom':
      return schema.description ? `(${schema.description})` : 'unknown';
    case 'literal':
      return def.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'enum':
      return Object.values(def.entries)
        .map((v) => JSON.stringify(v))
        .join(' | ');
    case 'optional':
    case 'readonly':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
      return typeOf(def.innerType, ctx, top, indent);
    case 'nullable':
      return `${typeOf(def.innerType, ctx, false, indent)} | null`;
    case 'pipe':
      return typeOf(def.in, ctx, top, indent);
    case 'array': {
      const item = typeOf(def.element, ctx, false, indent);
      return /[|&]/.test(item) && !/^[{[(]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    case 'tuple':
      return `[${def.items.map((i) => typeOf(i, ctx, false, indent)).join(', ')}]`;
    case 'record':
      return `{ [key: ${typeOf(def.keyType, ctx, false, indent)}]: ${typeOf(def.valueType, ctx, false, indent)} }`;
    case 'union':
      return def.options.map((o) => typeOf(o, ctx, false, indent)).join(' | ');
    case 'intersection':
      return `${typeOf(def.left, ctx, false, indent)} & ${typeOf(def.right, ctx, false, indent)}`;
    case 'object': {
      const inner = `${indent}  `;
      const fields = Object.entries(def.shape).map(
        ([key, value]) =>
          `${inner}${key}${isOptional(value) ? '?' : ''}: ${typeOf(value, ctx, false, inner)};`,
      );
      // A loose object (a profile with house overrides) takes any other field too.
      if (def.catchall !== undefined && def.catchall._zod.def.type !== 'never')
        fields.push(`${inner}[key: string]: ${typeOf(def.catchall, ctx, false, inner)};`);
      return fields.length === 0 ? '{}' : `{\n${fields.join('\n')}\n${indent}}`;
    }
    default:
      return def.type;
  }
}

function isOptional(schema) {
  const t = schema._zod.def.type;
  return t === 'optional' || t === 'default' || t === 'prefault';
}

function defaultOf(schema) {
  let s = schema;
  while (s !== undefined) {
    const def = s._zod.def;
    if (def.type === 'default') return JSON.stringify(def.defaultValue);
    s = def.innerType;
  }
  return undefined;
}

/** The fields of an object schema (params, query, a body) as a list; a union lists each form. */
function fieldList(schema, ctx) {
  let s = schema;
  while (['readonly', 'pipe'].includes(s._zod.def.type)) s = s._zod.def.innerType ?? s._zod.def.in;
  const def = s._zod.def;
  if (def.type === 'union')
    return def.options
      .map((o, i) => `  - form ${i + 1}:\n${fieldList(o, ctx).replace(/^/gm, '  ')}`)
      .join('\n');
  if (def.type !== 'object') return `  - ${typeOf(s, ctx)}`;
  const rows = Object.entries(def.shape).map(([key, value]) => {
    const dflt = defaultOf(value);
    const how =
      dflt !== undefined ? `, default \`${dflt}\`` : isOptional(value) ? ', optional' : '';
    const type = typeOf(value, ctx).replace(/\s*\n\s*/g, ' ');
    return `  - \`${key}\`: \`${type}\`${how}`;
  });
  return rows.length === 0 ? '  - (no fields: `{}`)' : rows.join('\n');
}

const ACCESS = {
  anyone: 'anyone, signed in or not',
  session: 'anyone; the session, if any, changes the answer (a private table, your team)',
  'signed-in': 'a signed-in session (401 `NOT_SIGNED_IN` otherwise)',
  admin:
    'an admin of the site (401 `NOT_SIGNED_IN` without a session, 403 `NOT_ADMIN` for anyone else, before the body is read); every change is written to the audit log',
};

function routeSection(route, ctx) {
  const lines = [`#### \`${route.method} ${route.path}\``, '', route.description, ''];
  lines.push(
    `- **Who**: ${route.who ? `${route.who} (${ACCESS[route.access]})` : ACCESS[route.access]}`,
  );
  if (route.params) lines.push('- **Path**:', fieldList(route.params, ctx));
  if (route.query) lines.push('- **Query**:', fieldList(route.query, ctx));
  lines.push(route.body ? '- **Body** (JSON):' : '- **Body**: none');
  if (route.body) lines.push(fieldList(route.body, ctx));
  const answer = typeOf(route.response, ctx);
  lines.push(
    route.download
      ? `- **Answer**: a file, \`${route.download}\`, as an attachment with its file name (\`Content-Disposition\`)`
      : answer.includes('\n')
        ? `- **Answer**:\n\n  \`\`\`ts\n${answer.replace(/^/gm, '  ')}\n  \`\`\``
        : `- **Answer**: \`${answer}\``,
  );
  lines.push(
    `- **Errors**: ${route.errors.length === 0 ? 'only the general ones' : route.errors.map((c) => `\`${c}\``).join(', ')}`,
  );
  return lines.join('\n');
}

const SOCKET_NOTES = {
  'table:watch':
    "Receive `table:state` for that table now and after every change, as the session's seat if it holds one, else as a spectator (no hands until a hand is over); `invite` opens a private table.",
  'table:unwatch': 'Stop receiving the table.',
  'table:act':
    'Act for the session\'s seat. `action` is a `PlayerAction` (`{type: "bid", bid}`, `{type: "declare", contract}`, `{type: "play", domino}`, `{type: "claim", claim}`); `version` is `view.version` of the state the action was chosen from; a different version is `STALE_VERSION` and changes nothing.',
  'table:chat': 'A chat line, at tables with chat on (`CHAT_OFF` otherwise).',
  'table:state':
    'A `TableState`: the table, the seat you hold, your view with the legal actions for you, a hint when hints are on, the clocks.',
  'table:error': 'A message refused (also in its acknowledgement), with the table it was about.',
  'table:chat ': 'A chat line at a table the socket watches.',
  'live:watch':
    'Follow a page without polling: `live:changed` comes the moment the lobby (`{kind: "lobby"}`), the list of events (`{kind: "events"}`) or one event (`{kind: "event", id}`) changes; ask for the page again over HTTP then. Anyone may follow what they may read: an event that does not exist is `NOT_FOUND`; at most 16 topics a socket (`TOO_MANY_SUBSCRIPTIONS`).',
  'live:unwatch': 'Stop following the topic.',
  'live:changed':
    'A followed topic changed at `at` (server time): the page asks for itself again. Notices missed while disconnected are not replayed: a client that follows again asks for its page once more.',
  'server:restarting':
    'The server is stopping for a restart: it takes no more actions (`SERVER_RESTARTING`) and will close the socket within `withinSeconds`; reconnect and watch the table again.',
};

function socketSection(protocol, ctx) {
  const out = ['## Socket.IO', ''];
  out.push(
    'Messages are JSON; every client event may take an acknowledgement callback, answered',
    `\`${typeOf(protocol.SocketAck, ctx, true).replace(/\s*\n\s*/g, ' ')}\`. A message that does not fit its schema is`,
    '`BAD_MESSAGE` (with `at`), too many messages `RATE_LIMITED`; a socket carries the session cookie.',
    '',
    '### Client to server',
    '',
  );
  for (const [name, schema] of Object.entries(protocol.ClientEvents))
    out.push(`#### \`${name}\``, '', SOCKET_NOTES[name] ?? '', '', fieldList(schema, ctx), '');
  out.push('### Server to client', '');
  for (const [name, schema] of Object.entries(protocol.ServerEventSchemas))
    out.push(
      `#### \`${name}\``,
      '',
      SOCKET_NOTES[name === 'table:chat' ? 'table:chat ' : name] ?? '',
      '',
      `Payload: \`${typeOf(schema, ctx).replace(/\s*\n\s*/g, ' ')}\``,
      '',
    );
  return out.join('\n');
}

function typesSection(protocol, ctx) {
  const out = [
    '## Types',
    '',
    "The answers' types, as `packages/protocol/src` declares them (zod schemas; the TypeScript type of each has the same name). Engine types (a `MatchView`, a `HandRecord`) are the engine's, passed through.",
    '',
  ];
  const done = new Set();
  // Expanding a type may name more types: keep going until every one named is written.
  for (;;) {
    const next = [...ctx.used].filter((n) => !done.has(n)).sort();
    if (next.length === 0) break;
    for (const name of next) {
      done.add(name);
      const body = typeOf(protocol[name], ctx, true);
      out.push(`### ${name}`, '', '```ts', body, '```', '');
    }
  }
  // The sections in alphabetical order, whatever order they were found in.
  const sections = out
    .slice(4)
    .join('\n')
    .split(/\n(?=### )/);
  sections.sort();
  return [...out.slice(0, 4), sections.join('\n')].join('\n');
}

const INTRO = `<!-- Written by scripts/api-docs.mjs (npm run docs:api) from packages/protocol/src/routes.ts,
sockets.ts and the prose in scripts/api-docs/: edit those, not this file. -->

# The server's API

The web app and any other client talk to the server in two ways: JSON over HTTP for accounts,
the lobby, history and events, and Socket.IO for play. The whole contract is the protocol
package, \`@texas42/protocol\`: every request body, query, path and message is a zod schema there
(\`messages.ts\`), every answer too (\`events.ts\`, \`event-day.ts\`, \`event-pages.ts\`,
\`profiles.ts\`), and every route is one entry of its route table (\`routes.ts\`), from which the
server declares its routes (Fastify with \`fastify-type-provider-zod\`) and this document is
written. The session is a signed cookie (\`t42session\`), set by signing up, signing in or
choosing a guest name; sockets carry it too.

Errors, over HTTP and as \`table:error\` events, are \`{"error": {"code", "message", "at"?}}\`
(HTTP) or \`{code, message, at?, tableId?}\` (socket): a stable code (\`packages/protocol/src/errors.ts\`
lists every one, the engine's and the club's included, e.g. \`MUST_FOLLOW_SUIT\`), a message that
says what was wrong, and where. Any request may get \`BAD_REQUEST\` (400: a body that does not fit
its schema, with \`at\` naming the field; a path or query that does not, \`at: "params"\`),
\`RATE_LIMITED\` (429), \`DATABASE_BUSY\` (503, with \`Retry-After\`), \`SERVER_RESTARTING\` (503,
a change asked for while the server stops for a restart), \`CROSS_ORIGIN\` (403, a
state-changing request from another site's page) and \`INTERNAL\` (500); each route below lists the
codes of its own refusals.

**How answers are checked.** Requests are parsed by their schemas before a handler runs. Answers
are checked against their schemas when the server is built (each handler's return type is the
route's response type) and are not parsed again per request: \`scripts/measure-get.mjs\` showed no
difference between the two above the noise of a shared machine, and a run-time parse would
strip any field a schema does not name.
`;

export async function render() {
  const protocol = await import(
    pathToFileURL(join(root, 'packages/protocol/dist/src/index.js')).href
  );
  const ctx = { names: schemaNames(protocol), used: new Set() };
  const groups = new Map();
  for (const route of Object.values(protocol.Routes)) {
    const list = groups.get(route.group) ?? [];
    list.push(route);
    groups.set(route.group, list);
  }
  const http = ['## HTTP', ''];
  for (const [group, routes] of groups) {
    http.push(`### ${group}`, '');
    for (const route of routes) http.push(routeSection(route, ctx), '');
  }
  const prose = (name) => readFileSync(join(root, 'scripts/api-docs', name), 'utf8').trim();
  const text = [
    INTRO,
    '## Notes',
    '',
    prose('notes.md'),
    '',
    http.join('\n'),
    socketSection(protocol, ctx),
    prose('events.md'),
    '',
    typesSection(protocol, ctx),
  ].join('\n');
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(OUT)) ?? {};
  return prettier.format(`${text.replace(/\n{3,}/g, '\n\n').trim()}\n`, {
    ...options,
    parser: 'markdown',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const text = await render();
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== text) {
      console.error('docs/server-api.md is out of date: run npm run docs:api');
      process.exit(1);
    }
    console.log('docs/server-api.md is up to date');
  } else {
    writeFileSync(OUT, text);
    console.log(`wrote ${OUT}`);
  }
}
