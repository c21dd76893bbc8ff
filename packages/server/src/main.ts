import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { readyBanner } from './banner.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type OpenDatabase } from './db/open-database.js';
import { seedDemo } from './demo/seed.js';
import { createLogger } from './logger.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = createLogger(config.logLevel, process.stdout.isTTY === true);

  let database: OpenDatabase | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;

  // Ctrl-C / SIGTERM: stop taking requests and finish the ones in flight, then close the pool,
  // then stop the embedded PostgreSQL, in that order, so no request loses its database midway.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      log.error('Shutdown took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    try {
      await app?.close();
      await database?.shutdown();
      log.info('Stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal));
  }

  try {
    database = await openDatabase(config, log);
    database.embedded?.onUnexpectedExit((reason) => {
      if (stopping) return;
      log.fatal(`The embedded PostgreSQL ${reason}; exiting so a supervisor can restart the server`);
      process.exit(70); // EX_SOFTWARE: without its database the server would only answer 500s
    });
    if (config.demo) await seedDemo(database.db, log);
    app = await buildApp({ db: database.db, config, loggerInstance: log });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.fatal({ err: error }, `Could not start: ${(error as Error).message}`);
    await app?.close().catch(() => undefined);
    await database?.shutdown().catch(() => undefined);
    process.exit(1);
  }
  if (stopping) return;
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  console.log(readyBanner(config, port, existsSync(join(config.appDir, 'index.html'))));
}

void main();
