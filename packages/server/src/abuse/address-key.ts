import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * What counts as one address for the limits per address: an IPv4 address, or an IPv6 address's
 * /64 (one home or one server is given a whole /64, so its 2^64 addresses are one client), with
 * an IPv4 address written as IPv6 (::ffff:1.2.3.4) taken as the IPv4 one.
 */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each as four hex digits. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [''];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) =>
    g.padStart(4, '0').toLowerCase(),
  );
}

/**
 * The key an address is stored and counted under: an HMAC of it with the site's secret, so the
 * database (and a backup of it) records which rows came from one client without recording where
 * that client is. 22 characters (132 bits) of base64url.
 */
export function addressKeyer(secret: string): (ip: string) => string {
  return (ip) =>
    createHmac('sha256', `address:${secret}`)
      .update(addressOf(ip))
      .digest('base64url')
      .slice(0, 22);
}
