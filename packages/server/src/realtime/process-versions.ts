import type { createClient } from 'redis';
import { StartupError } from '../startup-error.js';
import { PRESENCE_TTL_MS } from './shared-presence.js';

type RedisClient = ReturnType<typeof createClient>;

/** Where a process of a deployment says which version it runs (under its REDIS_PREFIX). */
const versionKey = (prefix: string, processId: string): string => `${prefix}:version:${processId}`;
const processesKey = (prefix: string): string => `${prefix}:presence:processes`;
const seatsKey = (prefix: string, processId: string): string => `${prefix}:presence:${processId}`;

/**
 * Whether two versions may serve one deployment together: the same major and minor version.
 * Within one (0.2.0 and 0.2.3) the broadcasts, the keys in Redis and the schema are the same, so
 * a rolling restart keeps every table going; a new minor version may change them (0.2.0 moved the
 * broadcasts to REDIS_PREFIX's channel), and its processes must start together.
 */
export function versionsMix(a: string, b: string): boolean {
  const line = (v: string): string => v.split('.').slice(0, 2).join('.');
  return line(a) === line(b);
}

/**
 * Joins the deployment's processes in Redis as `version`: refused (VERSION_MISMATCH) when a live
 * process of the deployment runs a version that cannot serve beside this one, or says none (a
 * process from before versions were told). Afterwards the version is renewed with the process's
 * presence, and dropped when `leave` is called. A process that died is gone within
 * PRESENCE_TTL_MS, and does not count.
 */
export async function joinDeployment(
  client: RedisClient,
  prefix: string,
  processId: string,
  version: string,
): Promise<{ leave(): Promise<void> }> {
  const others = (await client.sMembers(processesKey(prefix))).filter((id) => id !== processId);
  if (others.length > 0) {
    const alive = await client.mGet(others.map((id) => seatsKey(prefix, id)));
    const versions = await client.mGet(others.map((id) => versionKey(prefix, id)));
    for (const [i, id] of others.entries()) {
      if (alive[i] == null) continue;
      const theirs = versions[i] ?? null;
      if (theirs !== null && versionsMix(theirs, version)) continue;
      throw new StartupError(
        'VERSION_MISMATCH',
        `another process of this deployment (REDIS_PREFIX ${prefix}, process ${id.slice(0, 8)}) runs Texas 42 ${theirs ?? 'older than 0.2'}, which cannot serve beside ${version}: stop every process of the deployment, then start them together on the new version (CHANGELOG, "Upgrading")`,
      );
    }
  }
  // The version outlives the process's presence (seats, renewed on their own beat): a process
  // killed between the two renewals left its presence alive without a version for up to a third
  // of PRESENCE_TTL_MS, and a process starting then was refused as beside one "older than 0.2".
  const renew = (): Promise<unknown> =>
    client.set(versionKey(prefix, processId), version, { PX: 2 * PRESENCE_TTL_MS });
  await renew();
  const heartbeat = setInterval(() => void renew().catch(() => undefined), PRESENCE_TTL_MS / 3);
  heartbeat.unref();
  return {
    async leave() {
      clearInterval(heartbeat);
      await client.del(versionKey(prefix, processId)).catch(() => undefined);
    },
  };
}
