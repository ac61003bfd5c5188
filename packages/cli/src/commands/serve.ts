import { serve } from '@texas42/server';
import type { Io } from '../io.js';

export const SERVE_HELP = `Usage: texas42 serve

Serves Texas 42 (the web app, the API and real-time play) on PORT (default 4242) with the
embedded SQLite database in DATA_DIR (default ./data), or PostgreSQL when DATABASE_URL is set,
and Redis when REDIS_URL is set. npm start does the same after building what is missing.`;

export async function serveCommand(_io: Io): Promise<number> {
  await serve();
  // Serving goes on until the process is stopped.
  return new Promise<number>(() => undefined);
}
