import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The embeddable widgets (a club's own site frames them): the only pages that may be framed,
 * `/embed/events/<id>` with its query (web/src/logic/route.ts), and only when found: any other
 * address under /embed/ (a page that does not exist, a path made up to be framed) is not.
 */
export const EMBED_PATH = /^\/embed\/events\/[A-Za-z0-9_-]{1,64}\/?(\?[^#]*)?$/;

/**
 * Security headers on every answer (@fastify/helmet), with a Content Security Policy the web app
 * keeps: its scripts, styles, images and fonts come from the site itself, its requests and its
 * socket go to the site itself, nothing but the embed pages (/embed/...) may frame it, and no plugin or <base> can be injected.
 * (React's `style={...}` sets CSSOM properties, which a policy without 'unsafe-inline' allows.)
 * The browser tests fail on any CSP violation (test/browser-harness.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Clickjacking: no page of the site may be framed (frame-ancestors above, for old browsers too).
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  // The embed pages are made to be framed by any site: they show what a signed-out visitor sees
  // and offer no action to click into. Their policy keeps every other directive; without
  // frame-ancestors (and X-Frame-Options) any page may frame them, a file or data: page too.
  app.addHook('onSend', async (request, reply) => {
    if (!EMBED_PATH.test(request.url) || reply.statusCode !== 200) return;
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    void reply.header(
      'content-security-policy',
      csp
        .split(';')
        .filter((d) => !d.trim().startsWith('frame-ancestors'))
        .join(';'),
    );
    void reply.removeHeader('x-frame-options');
  });
}
