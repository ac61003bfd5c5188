import { request } from 'node:http';

/** How `bench events` talks to the server: timed GETs as a browser sends them, and people. */

/** One answer as the wire carried it: status, the bytes received (compressed), the time. */
export interface Answer {
  readonly status: number;
  readonly bytes: number;
  readonly ms: number;
  readonly encoding: string;
  readonly body: Buffer;
}

/** A GET as a browser sends it (it accepts brotli and gzip); the body is left as it came. */
export function get(base: string, path: string, cookie = ''): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      base + path,
      { headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            bytes: body.length,
            ms: performance.now() - started,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            body,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A person with a guest session: JSON calls with their cookie. */
export class Person {
  cookie = '';
  constructor(private readonly base: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] ?? '';
    const json = (await res.json()) as T;
    if (res.status !== 200)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  }
}

/** The body of an answer as text, whatever its encoding. */
export async function decode(a: Answer): Promise<string> {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  if (a.encoding === 'br') return brotliDecompressSync(a.body).toString('utf8');
  if (a.encoding === 'gzip') return gunzipSync(a.body).toString('utf8');
  return a.body.toString('utf8');
}
