// Serves builds like GitHub Pages serves project sites:
//   node scripts/serveBuild.ts [--port N] [--site /mount/=folder ...] [--port-variable NAME]
// With no --site, build/ is published under BASE_URL (default /setup/).
// A port that is taken stops it with a message naming the port, and how to
// choose another: --port, or the environment variable given as
// --port-variable when the port came from one (the browser tests'
// SETUP_TEST_PORT, see tests/helpers/server.ts).
import {createServer} from 'node:net';
import {parseArgs} from 'node:util';
import {startPagesServer} from './lib/pagesServer.ts';
import {baseUrl} from './lib/site.ts';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    site: {type: 'string', multiple: true},
    'port-variable': {type: 'string'},
  },
});

const sites = (values.site ?? [`${baseUrl}=build`]).map((site) => {
  const [mount = '', root = ''] = site.split('=');
  return {mount, root};
});

/** Whether nothing listens on the port (startPagesServer would end in Node's bare EADDRINUSE). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const port = Number(values.port);
if (!(await portIsFree(port))) {
  const variable = values['port-variable'];
  console.error(
    `Port ${port} on 127.0.0.1 is already in use, so the build cannot be served there. ` +
      (variable
        ? `Stop what listens on it, or set ${variable} to another port (${variable}=<port>).`
        : 'Stop what listens on it, or pass another port (--port <port>).'),
  );
  process.exit(1);
}

const server = await startPagesServer({sites, port});
for (const {mount, root} of sites) {
  console.log(`Serving ${root}/ like GitHub Pages at ${server.origin}${mount}`);
}
