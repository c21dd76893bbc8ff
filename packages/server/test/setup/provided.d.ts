declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of a maintenance database on the PostgreSQL server under test, for CREATE/DROP DATABASE. */
    adminDatabaseUrl: string;
    /** The run's migrated database on that server, which each test file copies (test/setup/template-database.ts). */
    templateDatabase: string;
  }
}

export {};
