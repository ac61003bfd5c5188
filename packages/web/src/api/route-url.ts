// The one value the web takes from the protocol at run time: each route's method and path,
// without the route table's zod schemas (route-paths.ts imports nothing), so no path is typed by
// hand here and none can drift from the server's.
import { ROUTE_PATHS } from '@texas42/protocol/route-paths';
import type { RouteName, RouteParams, RouteParts, RouteQuery } from '../protocol.js';

/** `{}`: what a part that asks nothing must accept. */
type Empty = Record<never, never>;

/** Route K's path params as the page fills them in: its schema's input, each a text or number. */
export type PathParams<K extends RouteName> = {
  readonly [P in keyof RouteParams<K>]: RouteParams<K>[P] & (string | number);
};

/** Route K's query as the page writes it: its schema's input; an absent value is left out. */
export type QueryOf<K extends RouteName> = {
  readonly [P in keyof RouteQuery<K>]: RouteQuery<K>[P] & (string | number);
};

/**
 * Part P of route K's request: required when the route needs something in it, optional when an
 * empty one would do, and refused by the compiler when the route does not take it.
 */
export type Part<K extends RouteName, P extends 'params' | 'query' | 'body', T> = [P] extends [
  RouteParts<K>,
]
  ? Empty extends T
    ? { readonly [Q in P]?: T }
    : { readonly [Q in P]: T }
  : { readonly [Q in P]?: never };

/** Where route K is: its path's params, and its query. */
export type Address<K extends RouteName> = Part<K, 'params', PathParams<K>> &
  Part<K, 'query', QueryOf<K>>;

/** An argument list that may be left out when nothing in it is required. */
export type Parts<T> = Empty extends T ? [parts?: T] : [parts: T];

/** An address's parts as the code reads them, whatever the route (the types above check them). */
export interface Written {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
}

/** A route's method, from the table. */
export function routeMethod(name: RouteName): 'GET' | 'POST' {
  return ROUTE_PATHS[name].startsWith('GET ') ? 'GET' : 'POST';
}

/** Route K's address (its path with its params, and its query): a link's `href`. */
export function routeUrl<K extends RouteName>(name: K, ...[address]: Parts<Address<K>>): string {
  return urlOf(name, address);
}

/**
 * A route's address from parts its caller's types have checked: the path from the table, each
 * `:param` filled in (encoded), then the query's values that are present, in the order written,
 * each encoded as a URL component.
 */
export function urlOf(name: RouteName, address: Written | undefined): string {
  const { params = {}, query = {} } = address ?? {};
  const line = ROUTE_PATHS[name];
  const path = line.slice(line.indexOf(' ') + 1).replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${line}: no value for :${key}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}
