import { request } from 'node:https';
import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * A person in a browser reaching the site through the HTTPS proxy: its own cookie jar, the page's
 * Origin on every request (as a browser sends it), trusting only the proxy's certificate. Its
 * socket reconnects by itself, as the web app's does, and starts with long polling.
 */
export class HttpsClient {
  cookie = '';
  /** The Set-Cookie of the last answer that set one, attributes included. */
  setCookie = '';

  constructor(
    readonly origin: string,
    private readonly ca: string,
  ) {}

  call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T; headers: Record<string, string | string[] | undefined> }> {
    const data = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        this.origin + path,
        {
          method,
          ca: this.ca,
          headers: {
            origin: this.origin,
            ...(data === undefined ? {} : { 'content-type': 'application/json' }),
            ...(this.cookie ? { cookie: this.cookie } : {}),
          },
        },
        (res) => {
          const set = res.headers['set-cookie']?.[0];
          if (set !== undefined) {
            this.setCookie = set;
            this.cookie = set.split(';')[0] ?? '';
          }
          let text = '';
          res.on('data', (b: Buffer) => (text += b.toString()));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              // nginx's own answers (a 403, a 502) are HTML, the app's JSON.
              json: (res.headers['content-type']?.includes('json') ? JSON.parse(text) : text) as T,
              headers: res.headers,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  }

  /** The app process that answers this person (nginx's X-Texas42-Upstream), e.g. 127.0.0.1:4243. */
  async upstream(): Promise<string> {
    const { status, headers } = await this.call('GET', '/api/me');
    const upstream = headers['x-texas42-upstream'];
    if (status !== 200 || typeof upstream !== 'string')
      throw new Error(`GET /api/me through the proxy: ${status}, upstream ${String(upstream)}`);
    return upstream;
  }

  socket(): Socket {
    return connectSocket(this.origin, {
      ca: this.ca,
      extraHeaders: { origin: this.origin, ...(this.cookie ? { cookie: this.cookie } : {}) },
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
  }
}
