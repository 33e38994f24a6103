/** The same server and credentials, another database. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Where to run CREATE/DROP DATABASE: the database named in TEST_DATABASE_URL itself. */
export function adminUrl(base: string): string {
  return base;
}
