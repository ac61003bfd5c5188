import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (@fastify/helmet), with a Content Security Policy the web app
 * keeps: its scripts, styles, images and fonts come from the site itself, its requests and its
 * socket go to the site itself, nothing may frame it, and no plugin or <base> can be injected.
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
}
