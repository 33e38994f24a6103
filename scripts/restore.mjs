// `npm run restore -- file`: restore a backup into the configured database (see README "Backups").
import { restore } from './backup-lib.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <backup file>');
  process.exit(1);
}
try {
  await restore(process.env, file);
  console.log(`restored ${file}`);
} catch (error) {
  console.error(`restore failed: ${error.message}`);
  process.exit(1);
}
