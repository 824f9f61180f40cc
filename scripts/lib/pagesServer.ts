// A static server that answers the way GitHub Pages does for project sites:
// each build is mounted under its base URL, "/x" is served from "x.html" or
// redirected to "x/" when "x" is a folder, "x/" is served from
// "x/index.html", paths are case-sensitive, text is gzipped, and every
// missing path gets the root 404.html with status 404.
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {createGzip} from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.xsl',
  '.txt',
  '.md',
  '.svg',
]);

export type PublishedSite = {
  /** Folder holding the build output. */
  root: string;
  /** URL path the build is published under, with slashes at both ends. */
  mount: string;
};

export type PagesServerOptions = {
  /** Project sites sharing one origin, like several repositories of one GitHub account. */
  sites: readonly PublishedSite[];
  port?: number;
};

export type PagesServer = {
  /** e.g. http://127.0.0.1:4173 */
  origin: string;
  close: () => Promise<void>;
};

async function fileAt(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

async function folderAt(folderPath: string): Promise<boolean> {
  try {
    return (await stat(folderPath)).isDirectory();
  } catch {
    return false;
  }
}

type Resolution = {kind: 'file'; file: string} | {kind: 'redirect'; to: string} | {kind: 'missing'};

export async function resolve(root: string, mount: string, pathname: string): Promise<Resolution> {
  if (`${pathname}/` === mount) {
    return {kind: 'redirect', to: mount};
  }
  if (!pathname.startsWith(mount)) {
    return {kind: 'missing'};
  }
  const relative = pathname.slice(mount.length);
  const target = path.join(root, relative);
  if (target !== root && !target.startsWith(root + path.sep)) {
    return {kind: 'missing'};
  }
  if (pathname.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await fileAt(index)) ? {kind: 'file', file: index} : {kind: 'missing'};
  }
  if (await fileAt(target)) {
    return {kind: 'file', file: target};
  }
  if (await folderAt(target)) {
    return {kind: 'redirect', to: `${pathname}/`};
  }
  if (await fileAt(`${target}.html`)) {
    return {kind: 'file', file: `${target}.html`};
  }
  return {kind: 'missing'};
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  status: number,
): void {
  const extension = path.extname(file);
  const gzip =
    compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': 'max-age=600',
    Vary: 'Accept-Encoding',
    ...(gzip ? {'Content-Encoding': 'gzip'} : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
}

export async function startPagesServer(options: PagesServerOptions): Promise<PagesServer> {
  const sites = await Promise.all(
    options.sites.map(async (site) => {
      const root = path.resolve(site.root);
      const notFoundPage = path.join(root, '404.html');
      if (!(await fileAt(notFoundPage))) {
        throw new Error(`No 404.html in ${root}: build the site first (npm run build).`);
      }
      return {root, mount: site.mount, notFoundPage};
    }),
  );
  const [defaultSite] = sites;
  if (!defaultSite) {
    throw new Error('Give the server at least one site to publish.');
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const site = sites.find(({mount}) => `${pathname}/`.startsWith(mount)) ?? defaultSite;
    resolve(site.root, site.mount, pathname)
      .then((found) => {
        if (found.kind === 'file') {
          send(request, response, found.file, 200);
        } else if (found.kind === 'redirect') {
          response.writeHead(301, {Location: `${encodeURI(found.to)}${url.search}`});
          response.end();
        } else {
          send(request, response, site.notFoundPage, 404);
        }
      })
      .catch((error: unknown) => {
        response.writeHead(500, {'Content-Type': 'text/plain'});
        response.end(String(error));
      });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  };
}
