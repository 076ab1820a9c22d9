// `npm run dev`: the API (restarting on change) on :3000 and Vite with hot reload on :5173,
// which forwards /api to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { stdio: 'inherit', cwd: root }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', cwd: `${root}/apps/web` }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
