/** The machine's PostgreSQL for the `server-pg` project; TEST_DATABASE_URL overrides it. */
export const machineDatabaseUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
