declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of a maintenance database on the PostgreSQL server under test, for CREATE/DROP DATABASE. */
    adminDatabaseUrl: string;
  }
}

export {};
