// `npm start`: installs if needed, builds the web app when its sources changed, then serves
// everything on http://localhost:$PORT (PGlite and demo data unless configured otherwise).
import { dependenciesInstalled, run, webBuildIsStale } from './lib.mjs';

if (!dependenciesInstalled()) await run('npm', ['ci']);
if (webBuildIsStale()) await run('npm', ['run', 'build']);
await run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts']);
