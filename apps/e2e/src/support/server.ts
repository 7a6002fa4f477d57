import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { REPO_ROOT } from './env.js';

export interface ServerProcess {
  url: string;
  /** Stops the server as an operator would (SIGTERM) and waits for the process to exit. */
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`);
}

export interface ServerOptions {
  /** More environment variables for the server. */
  env?: Record<string, string>;
  /**
   * Run it under the launcher of `npm start`, which starts the api again when it exits to restart
   * (admin restart, software update); otherwise such an exit ends the server.
   */
  isSupervised?: boolean;
}

/**
 * Starts another all-in-one server (the built api, as playwright.config.ts does) on its own port
 * and data folder, for specs that must stop a server without disturbing the shared one.
 */
export async function startServer(
  port: number,
  dataDir: string,
  options: ServerOptions = {},
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const entry = options.isSupervised ? 'launcher.js' : 'main.js';
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist', entry)], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SILLAGE_DATA_DIR: dataDir,
      SILLAGE_PLATFORMS_FETCH: 'false',
      SILLAGE_EXCLUSIONS_FETCH: 'false',
      SILLAGE_RESOURCES_FETCH: 'false',
      LOG_LEVEL: process.env.E2E_DEBUG_LOG ? 'info' : 'warn',
      SILLAGE_AUTH_RATE_LIMIT: '10000',
      ...options.env,
    },
    stdio: ['ignore', process.env.E2E_DEBUG_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
