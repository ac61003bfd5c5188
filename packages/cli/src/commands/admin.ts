import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { configFromEnv, operatorAdmin, ServerError, type OperatorAdmin } from '@texas42/server';
import { print, printJson, UsageError, type Io } from '../io.js';
import { act, ADMIN_HELP, type AdminOptions } from './admin-actions.js';

export { ADMIN_HELP, type AdminOptions } from './admin-actions.js';

/** A refusal of the command itself (not the server's): printed as one line, exit 1. */
class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Where the data is: DATABASE_URL's PostgreSQL, else --db or DATA_DIR/texas42.sqlite. */
function databaseOf(
  db: string | undefined,
  env: NodeJS.ProcessEnv,
): { url: string | undefined; sqlitePath: string; publicUrl: string | undefined } {
  let config;
  try {
    config = configFromEnv(env, false);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const sqlitePath = db === undefined ? config.sqlitePath : resolve(db);
  const url = db === undefined ? config.databaseUrl : undefined;
  // Never a new, empty database made by mistake where the site's is not.
  if (url === undefined && !existsSync(sqlitePath))
    throw new Refused(
      'NO_DATABASE',
      `there is no database at ${sqlitePath}: set DATA_DIR as the server has it, or name the file with --db`,
    );
  return { url, sqlitePath, publicUrl: config.publicUrl };
}

export async function adminCommand(
  io: Io,
  rest: readonly string[],
  options: AdminOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [action, ...args] = rest;
  if (action === undefined) throw new UsageError(`admin needs an action\n\n${ADMIN_HELP}`);
  const refuse = (code: string, message: string): number => {
    if (options.json) printJson(io, { ok: false, error: { code, message } });
    else print(io.stderr, `${code}: ${message}`);
    return 1;
  };
  let admin: OperatorAdmin;
  let publicUrl: string | undefined;
  try {
    const where = databaseOf(options.db, env);
    publicUrl = where.publicUrl;
    const mail = options.mail ? configFromEnv(env, false).notices?.mail : undefined;
    if (options.mail && mail === undefined)
      throw new Refused(
        'NO_EMAIL',
        "--mail needs the club's mail server: set SMTP_HOST, MAIL_FROM and PUBLIC_URL",
      );
    admin = await operatorAdmin({ url: where.url, sqlitePath: where.sqlitePath }, mail);
  } catch (e) {
    if (e instanceof Refused) return refuse(e.code, e.message);
    throw e;
  }
  let result: Awaited<ReturnType<typeof act>>;
  try {
    result = await act(admin, action, args, options, publicUrl);
  } catch (e) {
    await admin.close();
    if (e instanceof ServerError) return refuse(e.code, e.message);
    throw e;
  }
  const { mailsFailed } = await admin.close();
  if (mailsFailed > 0)
    return refuse(
      'MAIL_FAILED',
      'the mail server did not take the mail: hand the link over instead (without --mail)',
    );
  if (options.json) printJson(io, { ok: true, ...result.json });
  else print(io.stdout, result.text);
  return 0;
}
