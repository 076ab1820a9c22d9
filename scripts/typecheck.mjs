// `npm run typecheck`: every workspace against its own tsconfig (the web has DOM types, the API Node's),
// and the benchmarks, which import the API's code and so break when it changes.
import { run } from './lib.mjs';

for (const project of [
  'packages/domain',
  'packages/contract',
  'apps/api',
  'apps/web',
  'apps/web/service-worker',
  'e2e',
  'bench',
]) {
  await run('npx', ['tsc', '-p', project]);
}
console.log('Types: all workspaces are clean.');
