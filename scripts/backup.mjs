// `npm run backup`: see server/src/scripts/backup.ts and the README's "Backups".
import { register } from 'tsx/esm/api';

register();
await import('../server/src/scripts/backup.ts');
