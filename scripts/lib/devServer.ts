// `docusaurus start` in a site folder, for the bench (how soon it serves a
// page) and the dev-server test (what that page does in a browser).
import {spawn} from 'node:child_process';
import path from 'node:path';

export type DevServer = {origin: string; stop: () => void};

/** Starts the dev server and resolves once it serves the page at baseUrl. */
export async function startDevServer(
  siteDir: string,
  baseUrl: string,
  port: number,
  timeoutMs = 180_000,
): Promise<DevServer> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    path.join(siteDir, 'node_modules/.bin/docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {cwd: siteDir, detached: true, stdio: 'ignore'},
  );
  const stop = () => {
    if (server.pid) {
      process.kill(-server.pid, 'SIGTERM');
    }
  };
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const response = await fetch(`${origin}${baseUrl}`).catch(() => undefined);
    if (response?.ok && (await response.text()).includes('__docusaurus')) {
      return {origin, stop};
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`docusaurus start in ${siteDir} served no page within ${timeoutMs / 1000} s`);
}
