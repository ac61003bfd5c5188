import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client's address of a raw request (a socket's handshake), believing forwarded headers only
 * as far as TRUST_PROXY says: the same rule Fastify applies to `request.ip` for HTTP.
 */
export function clientAddressOf(
  trustProxy: boolean | number | string,
): (request: IncomingMessage) => string {
  const trust =
    typeof trustProxy === 'boolean'
      ? () => trustProxy
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy.split(',').map((a) => a.trim()));
  return (request) => proxyAddr(request, trust);
}
