// `npm start`: builds the site when there is no build yet, then serves it (PORT, default 3000)
// with the production server (src/server/productionServer.ts, bundled by the build).
import { pathToFileURL } from 'node:url';
import { build, hasBuild, SERVER_BUNDLE } from './lib.mjs';

if (!hasBuild() || process.argv.includes('--build')) build();

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED = '1';
await import(pathToFileURL(SERVER_BUNDLE).href);
