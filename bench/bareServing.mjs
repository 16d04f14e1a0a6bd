// The bare server of the serving bench, in a process of its own as the site's server is: it sends
// each URL's precompressed brotli bytes from memory and does nothing else. Run by serving.mjs,
// which passes the URLs as arguments and hears the port once the server listens.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { baseFor } from '../scripts/precompress.mjs';

const bodies = new Map(
  process.argv
    .slice(2)
    .map((url) => [
      url,
      fs.readFileSync(path.join(root, '.next', 'precompressed', `${baseFor(url)}.br`)),
    ]),
);
const server = http.createServer((request, response) => {
  const body = bodies.get(request.url);
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': request.url.endsWith('/') ? 'text/html; charset=utf-8' : 'text/javascript',
    'content-encoding': 'br',
    'content-length': body.length,
    vary: 'Accept-Encoding',
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => server.close(() => process.exit(0)));
