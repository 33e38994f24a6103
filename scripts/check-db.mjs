// `npm run check-db`: see server/src/scripts/check-db.ts and the README's "Backups".
import { register } from 'tsx/esm/api';

register();
await import('../server/src/scripts/check-db.ts');
