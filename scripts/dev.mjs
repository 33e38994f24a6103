// `npm run dev`: the server restarting on change, and Vite's dev server proxying /api and /socket.io to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'server'], {
    stdio: 'inherit',
    // The server runs in server/: the repository's ./data and ./backups are one level up.
    env: {
      ...process.env,
      DATA_DIR: process.env.DATA_DIR ?? '../data',
      BACKUP_DIR: process.env.BACKUP_DIR ?? '../backups',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
