import { basename, dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * A file the web build names by its content (Vite's `assets/name-<hash>.js`, or the `.br` or
 * `.gz` beside it): a new build gives it a new name, so a browser may keep it for a year without
 * asking again.
 */
export function isHashedAsset(path: string): boolean {
  return (
    basename(dirname(path)) === 'assets' && /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/.test(path)
  );
}

/** A year and never revalidated for hashed assets; everything else is asked about each time. */
export function cacheControlFor(path: string): string {
  // no-cache still lets the browser keep the file, but it must check the ETag first (a 304 of a
  // few hundred bytes), so index.html points at a deploy's new assets at once.
  return isHashedAsset(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The built web app at /. Files the build compressed beforehand (`.br`, `.gz`, at the highest
 * levels) are sent as they are; others are compressed on the fly by @fastify/compress. The app's
 * pages (/events, /t/<id>...) are answered with index.html by pages/app-pages.ts.
 */
export async function registerStaticFiles(http: FastifyInstance, webRoot: string): Promise<void> {
  await http.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(path)),
  });
}
