// `npm run typecheck`: every workspace against its own tsconfig (the web has DOM types, the API Node's).
import { run } from './lib.mjs';

for (const project of [
  'packages/domain',
  'packages/contract',
  'apps/api',
  'apps/web',
  'apps/web/service-worker',
  'e2e',
]) {
  await run('npx', ['tsc', '-p', project]);
}
console.log('Types: all workspaces are clean.');
