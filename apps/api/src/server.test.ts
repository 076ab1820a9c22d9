import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverFile = path.join(import.meta.dirname, 'server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'alongside-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server process with `env` on top of a minimal environment. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    env: {
      PATH: process.env['PATH'] ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('the server process', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['JWT_SECRET', 'too-short-secret'],
  ])('stops at start with one line naming %s when it is bad', async (variable, value) => {
    const server = startServer({ [variable]: value });
    expect(await server.exited).toBe(1);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
    expect(lines[0]).not.toContain(value);
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1' });
    try {
      await expect
        .poll(() => server.output().stdout, { timeout: 60_000, interval: 200 })
        .toContain('Alongside is running');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output().stdout).toContain('shutting down');
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
