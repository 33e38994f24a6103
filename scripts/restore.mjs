// `npm run restore`: see server/src/scripts/restore.ts and the README's "Backups".
import { register } from 'tsx/esm/api';

register();
await import('../server/src/scripts/restore.ts');
