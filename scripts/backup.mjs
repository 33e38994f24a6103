// `npm run backup [-- file]`: back up the database the server is configured for (see README "Backups").
import { backup, defaultBackupFile } from './backup-lib.mjs';

const file = process.argv[2] ?? defaultBackupFile(process.env);
try {
  await backup(process.env, file);
  console.log(`backup written to ${file}`);
} catch (error) {
  console.error(`backup failed: ${error.message}`);
  process.exit(1);
}
