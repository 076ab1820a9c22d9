// Small helpers shared by the npm scripts: run a command, and know whether a build is stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves on exit 0, exits the process otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      console.error(
        `\n✗ ${[command, ...args].join(' ')} failed${signal ? ` (${signal})` : ` (exit ${code})`}`,
      );
      process.exit(code ?? 1);
    });
  });
}

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** True when the built web app is missing or older than any source it is built from. */
export function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
    'packages/contract/src',
    'package-lock.json',
  ];
  return sources.some((source) => newestChange(path.join(root, source)) > statSync(built).mtimeMs);
}

export function dependenciesInstalled() {
  return existsSync(path.join(root, 'node_modules/.package-lock.json'));
}
