/**
 * `npm run check-db`: the database's consistency checks (db/integrity-check.ts); exit code 0 when
 * all is well. Embedded: the running server runs them when there is one, else this script does,
 * holding DATA_DIR's lock.
 */
import { askServerToCheck } from '../backups/control-channel.ts';
import { connectPostgres, openPglite } from '../db/connect.ts';
import { shownPath } from '../db/data-dir-lock.ts';
import { checkIntegrity, formatIntegrityReport, type IntegrityReport } from '../db/integrity-check.ts';
import { byOwner } from './embedded-owner.ts';
import { runScript } from './script-support.ts';

runScript(async ({ config, dataDir }) => {
  let report: IntegrityReport;
  let checked: string;
  if (config.DATABASE_URL) {
    const database = connectPostgres(config.DATABASE_URL, 1);
    try {
      report = await checkIntegrity(database.db);
    } finally {
      await database.close();
    }
    checked = 'PostgreSQL (DATABASE_URL)';
  } else {
    const { result, server } = await byOwner(dataDir, {
      alone: async () => {
        const database = await openPglite({ dataDir, opener: 'check-db' });
        try {
          return await checkIntegrity(database.db);
        } finally {
          await database.close();
        }
      },
      viaServer: () => askServerToCheck(dataDir),
    });
    report = result;
    checked = `${shownPath(dataDir)}${server ? `, by the running server (pid ${server.pid})` : ''}`;
  }
  console.log(`Checked ${checked}:`);
  console.log(formatIntegrityReport(report));
  return report.ok ? 0 : 1;
});
