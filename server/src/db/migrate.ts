import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from '../../../migrations/index.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the newest migration; several instances starting at once are safe (advisory lock). */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db: db.withoutPlugins(), provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
