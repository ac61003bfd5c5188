import type { DownloadRouteName, RouteAnswer, RouteBody, RouteName } from '../protocol.js';
import { request } from './http.js';
import {
  routeMethod,
  urlOf,
  type Address,
  type Part,
  type Parts,
  type Written,
} from './route-url.js';

/**
 * The server's HTTP API (docs/server-api.md) as one typed call: the route's name from protocol's
 * route table, and its parts. The method and path come from the table; the params, query and body
 * are typed by the route's schemas, and the answer is what its response schema says.
 */

/** A body as the page builds it: what the route takes, with readonly arrays accepted. */
type Sent<T> = T extends readonly (infer I)[]
  ? readonly Sent<I>[]
  : T extends object
    ? { readonly [K in keyof T]: Sent<T[K]> }
    : T;
export type Body<K extends RouteName> = Sent<RouteBody<K>>;

/** The routes answered in JSON: a download (a CSV file, a calendar) is linked to, not fetched. */
export type JsonRouteName = Exclude<RouteName, DownloadRouteName>;

/** Route K's request: its address, and its body if it takes one. */
export type RouteRequest<K extends RouteName> = Address<K> & Part<K, 'body', Body<K>>;

/** Route K, called: `call('eventMatches', { params: { id }, query: { round } })`. */
export function call<K extends JsonRouteName>(
  name: K,
  ...[parts]: Parts<RouteRequest<K>>
): Promise<RouteAnswer<K>> {
  // RouteRequest<K> checked the parts against route K; here they are plain records and a body.
  const written = parts as (Written & { readonly body?: unknown }) | undefined;
  return request<RouteAnswer<K>>(routeMethod(name), urlOf(name, written), written?.body);
}
