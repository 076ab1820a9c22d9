// `npm test`: the whole suite. Installs what it needs when missing (npm packages; Debian's
// chromium for the browser tests), then types, lint, unit and API tests, the build, and Playwright.
import { existsSync } from 'node:fs';
import { dependenciesInstalled, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!dependenciesInstalled()) await run('npm', ['ci']);

if (!existsSync(chromium)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the browser tests…');
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `Chromium is missing at ${chromium}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}

await run('npm', ['run', 'typecheck']);
await run('npm', ['run', 'lint']);
await run('npx', ['vitest', 'run']);
await run('npm', ['run', 'build']);
await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
// The same app with reCAPTCHA configured (Google stood in at the network boundary).
await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.recaptcha.config.ts']);
