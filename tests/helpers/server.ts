// Where playwright.config.mts serves the builds (see its webServer entries):
// the build under its base URL on port SETUP_TEST_PORT, and the same build at
// the domain root on the port after it.
//   SETUP_TEST_PORT=32000 npx playwright test    serves on 32000 and 32001
// The default, 31730 and 31731, is clear of the ports dev servers take by
// default (3000, 4173 of vite preview, 5173, 8080...) and below those systems
// hand out for outgoing connections (32768 and up on Linux, 49152 and up on
// macOS and Windows). The runner and each of its workers load this file: a
// variable with a fixed default gives them all the same ports, where a free
// port picked in each process would not.

export const portVariable = 'SETUP_TEST_PORT';
const defaultPort = 31730;

function portFromEnvironment(): number {
  const value = process.env[portVariable]?.trim();
  if (!value) {
    return defaultPort;
  }
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1024 || port > 65534) {
    throw new Error(
      `${portVariable}=${value} is not a port the browser tests can use: give a whole number from 1024 to 65534 (they serve on it and on the port after it).`,
    );
  }
  return port;
}

export const port = portFromEnvironment();
export const origin = `http://127.0.0.1:${port}`;
/** The same build served at the domain root, where its assets (under the base URL) are missing. */
export const wrongBasePort = port + 1;
export const wrongBaseOrigin = `http://127.0.0.1:${wrongBasePort}`;
