import fs from 'node:fs';

/**
 * File bodies kept in memory for the static handlers (./precompressed.ts, ./searchIndexFiles.ts),
 * up to `maxBytes`, the least recently used dropped first. `read` returns null for a file that
 * cannot be read (removed since the build), so the caller can leave the request to Next.
 */
export function createFileCache(maxBytes: number) {
  const bodies = new Map<string, Buffer>();
  let cachedBytes = 0;
  return {
    read(file: string): Buffer | null {
      let body = bodies.get(file);
      if (body) {
        bodies.delete(file); // Re-inserted below: the map stays ordered by last use.
      } else {
        try {
          body = fs.readFileSync(file);
        } catch {
          return null;
        }
        cachedBytes += body.length;
        for (const [old, buffer] of bodies) {
          if (cachedBytes <= maxBytes) break;
          bodies.delete(old);
          cachedBytes -= buffer.length;
        }
      }
      bodies.set(file, body);
      return body;
    },
  };
}
