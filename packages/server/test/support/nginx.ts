import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx, as the hosting guide installs it (`apt-get install nginx`). */
export const NGINX = '/usr/sbin/nginx';

/** The site file the hosting guide installs: the test runs this file, not a copy of it. */
export const SITE_CONF = fileURLToPath(
  new URL('../../../../../deploy/nginx/texas42.conf', import.meta.url),
);

export interface ProxyPorts {
  /** The app processes, in the order of the site file's `server` lines (4242, 4243). */
  readonly app: readonly [number, number];
  readonly http: number;
  readonly https: number;
}

/**
 * deploy/nginx/texas42.conf with only its ports and paths changed: loopback ports instead of 80,
 * 443, 4242 and 4243, a self-signed certificate instead of certbot's, and a temporary webroot.
 * (The IPv6 listens go: a second address on the same loopback port proves nothing more.) Each
 * replaced text must be found exactly once, so a changed site file fails here, not silently.
 */
export function templateSite(site: string, ports: ProxyPorts, dir: string): string {
  const replacements: [string, string][] = [
    ['    listen [::]:80;\n', ''],
    ['    listen [::]:443 ssl http2;\n', ''],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['server 127.0.0.1:4242 ', `server 127.0.0.1:${ports.app[0]} `],
    ['server 127.0.0.1:4243 ', `server 127.0.0.1:${ports.app[1]} `],
    ['/etc/letsencrypt/live/play.example.org/fullchain.pem', join(dir, 'cert.pem')],
    ['/etc/letsencrypt/live/play.example.org/privkey.pem', join(dir, 'key.pem')],
    ['root /var/www/html;', `root ${join(dir, 'www')};`],
  ];
  let out = site;
  for (const [from, to] of replacements) {
    const found = out.split(from).length - 1;
    if (found !== 1)
      throw new Error(`deploy/nginx/texas42.conf has "${from.trim()}" ${found} times, not once`);
    out = out.replace(from, to);
  }
  return out;
}

/** A main nginx.conf around the site, everything nginx writes kept in `dir`. */
function mainConf(dir: string): string {
  const tmp = (name: string): string => join(dir, 'tmp', name);
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
    access_log ${join(dir, 'access.log')};
    client_body_temp_path ${tmp('body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
    include ${join(dir, 'texas42.conf')};
}
`;
}

/** A self-signed certificate for localhost (key.pem, cert.pem in `dir`), made by openssl. */
function selfSigned(dir: string): string {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'],
    ],
    { stdio: 'pipe' },
  );
  return readFileSync(join(dir, 'cert.pem'), 'utf8');
}

/**
 * Debian's nginx in the foreground with the hosting guide's site file, in `dir`. Returns the
 * certificate clients must trust, and a stop that waits for nginx to be gone.
 */
export async function startNginx(
  ports: ProxyPorts,
  dir: string,
): Promise<{ ca: string; stop: () => Promise<void> }> {
  // Run as root, nginx's workers are `nobody`: they must reach the webroot and temp files.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'www'), { mode: 0o755 });
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, 'tmp', name), { recursive: true, mode: 0o777 });
  const ca = selfSigned(dir);
  writeFileSync(
    join(dir, 'texas42.conf'),
    templateSite(readFileSync(SITE_CONF, 'utf8'), ports, dir),
  );
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConf(dir));
  const args = ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')];
  // `nginx -t` first: a configuration error is reported as nginx words it.
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
  await listening(ports.https, child, () => stderr);
  return { ca, stop: () => stopped(child) };
}

/** Resolves once something accepts connections on the port; rejects if nginx exits first. */
async function listening(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not listen on ${port} within 5 s: ${stderr()}`);
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Whether Debian's nginx is installed here. */
export function haveNginx(): boolean {
  return existsSync(NGINX);
}
