// How long a simple GET takes, in process, sequentially: `node scripts/measure-get.mjs [n]`
// after `npx tsc -b` (it starts a test server from packages/server/dist/test/harness.js). Used
// to choose whether answers are checked against their schemas at run time (docs/server-api.md),
// and to weigh the request log: LOG_LEVEL=info writes a JSON line per request to stdout (pipe it
// to a file or through grep), LOG_LEVEL=warn none (the default here is silent).
import { Client, startServer } from '../packages/server/dist/test/harness.js';

const n = Number(process.argv[2] ?? 3000);
const { server, url } = await startServer({ logLevel: process.env.LOG_LEVEL ?? 'silent' });
const host = new Client(url);
await host.guest('Host');
for (let i = 0; i < 20; i++)
  await host.call('POST', '/api/tables', { rules: 'straight-42', seat: 'N' });
const { json: event } = await host.call('POST', '/api/events', {
  kind: 'league',
  name: 'Measured league',
});

async function time(path) {
  for (let i = 0; i < 200; i++) await (await fetch(url + path)).text();
  const start = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < n; i++) bytes = (await (await fetch(url + path)).text()).length;
  const us = Number(process.hrtime.bigint() - start) / 1000 / n;
  console.error(`GET ${path}: ${us.toFixed(0)} µs a request (${bytes} bytes), ${n} in a row`);
}
await time('/api/profiles');
await time('/api/tables');
await time(`/api/events/${event.id}`);
await server.close();
