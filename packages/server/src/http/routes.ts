import type { ApiDeps } from './api-deps.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerPlayerRoutes } from './player-routes.js';
import { registerTableRoutes } from './table-routes.js';
import type { Serve } from './typed-routes.js';

export type { ApiDeps } from './api-deps.js';

/** The JSON API (docs/server-api.md): accounts, tables, hands, players and ratings. */
export function registerRoutes(serve: Serve, deps: ApiDeps): void {
  registerAccountRoutes(serve, deps);
  registerTableRoutes(serve, deps);
  registerPlayerRoutes(serve, deps);
}
