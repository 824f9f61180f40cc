// Serves builds like GitHub Pages serves project sites:
//   node scripts/serveBuild.ts [--port N] [--site /mount/=folder ...]
// With no --site, build/ is published under BASE_URL (default /setup/).
import {parseArgs} from 'node:util';
import {startPagesServer} from './lib/pagesServer.ts';
import {baseUrl} from './lib/site.ts';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    site: {type: 'string', multiple: true},
  },
});

const sites = (values.site ?? [`${baseUrl}=build`]).map((site) => {
  const [mount = '', root = ''] = site.split('=');
  return {mount, root};
});

const server = await startPagesServer({sites, port: Number(values.port)});
for (const {mount, root} of sites) {
  console.log(`Serving ${root}/ like GitHub Pages at ${server.origin}${mount}`);
}
