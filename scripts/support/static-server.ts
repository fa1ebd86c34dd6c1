/**
 * A plain static file server for a built site: the browser tests use it to
 * check the build on a host that rewrites nothing (tests/e2e), the benchmark
 * to serve builds gzipped (scripts/bench).
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {cacheControl} from '../../src/plugins/deploy-headers/policy';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.md']);

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  /** The path the folder is served under, such as `/base/`; `/` by default. */
  readonly prefix?: string;
  /** Gzip text files for clients that accept it, as a production host does. */
  readonly gzip?: boolean;
  /**
   * Send the cache policy of a production host, the one this site's _headers
   * sets (src/plugins/deploy-headers): the hashed files under assets/ for a
   * year and immutable, as Docusaurus's deployment guide advises, everything
   * else revalidated on each use. Without it nothing carries a cache header, and a browser may
   * fetch a route's prefetched chunks again when the reader follows the link.
   */
  readonly productionCaching?: boolean;
}

/**
 * Serves a folder the way a plain static host does: a folder's index.html
 * for a folder path, 404.html (or a bare 404) for anything missing, and no
 * other rewriting. Under a prefix (the build under /base/, say), anything
 * outside it is a 404, as on a host where the site is deployed below the root.
 */
export async function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const {prefix = '/', gzip = false, productionCaching = false} = options;
  const send = async (
    response: import('node:http').ServerResponse,
    file: string,
    status: number,
    acceptsGzip: boolean,
  ) => {
    const extension = path.extname(file);
    let body = await readFile(file);
    const headers: Record<string, string> = {'content-type': contentTypes[extension] ?? 'application/octet-stream'};
    if (productionCaching) {
      const [name = '', ...inside] = path.relative(root, file).split(path.sep);
      headers['cache-control'] = cacheControl(name, inside.length > 0);
    }
    if (gzip && acceptsGzip && compressible.has(extension)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(status, headers).end(body);
  };
  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    const notFound = async () => {
      try {
        await send(response, path.join(root, '404.html'), 404, acceptsGzip);
      } catch {
        response.writeHead(404).end('Not found');
      }
    };
    if (!pathname.startsWith(prefix)) {
      await notFound();
      return;
    }
    let file = path.join(root, pathname.slice(prefix.length));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      await send(response, file, 200, acceptsGzip);
    } catch {
      await notFound();
    }
  };
  const server: Server = createServer((request, response) => void respond(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
