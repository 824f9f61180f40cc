// Serves build/ like GitHub Pages: node tests/helpers/serveBuild.ts [--port N] [--mount /path/]
import {parseArgs} from 'node:util';
import {startPagesServer} from './pagesServer.ts';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    mount: {type: 'string', default: process.env.BASE_URL ?? '/setup/'},
    root: {type: 'string', default: 'build'},
  },
});

const server = await startPagesServer({
  root: values.root,
  mount: values.mount,
  port: Number(values.port),
});
console.log(`Serving ${values.root}/ like GitHub Pages at ${server.url}`);
