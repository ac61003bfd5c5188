/**
 * @texas42/server: Texas 42 online. Tables live on an event log in the database (SQLite or
 * PostgreSQL), players act over Socket.IO, bots play in worker threads.
 */
export { createServer, defaultWebRoot, type Texas42Server } from './app.js';
export { configFromEnv, type ServerConfig } from './config.js';
export { serve } from './main.js';
export { inlineDriver, poolDriver, type BotDriver } from './tables/bot-driver.js';
export { ServerError } from './errors.js';
export { backupDatabase } from './db/backup.js';
export { restoreDatabase, type Restored } from './db/restore.js';
export {
  DatabaseFileError,
  type DatabaseFileErrorCode,
  type DatabaseFileInfo,
} from './db/database-file.js';
export { readFinishedHands, type StoredHand } from './tables/finished-hands.js';
export type { DatabaseConfig } from './db/connect.js';
export { operatorAdmin, type OperatorAdmin } from './admin/operator.js';
export { CLI_ACTOR } from './admin/audit-log.js';
