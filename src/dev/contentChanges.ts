import fs from 'node:fs';
import path from 'node:path';

type Listener = (file: string) => void;

/**
 * Tells `next dev` pages that a file under the content folder changed. Pages read their MDX at
 * request time, outside the bundler's module graph, so Fast Refresh never hears of an edit; this
 * watcher does, and the browser refreshes the page's server part (its client state stays).
 * One watcher per folder, shared by every open tab; changes within `settleMs` come as one event.
 */
export function watchContent(root: string, settleMs = 60) {
  const listeners = new Set<Listener>();
  let watcher: fs.FSWatcher | undefined;
  let pending: string | undefined;
  let timer: NodeJS.Timeout | undefined;

  const flush = () => {
    timer = undefined;
    const file = pending;
    pending = undefined;
    if (file) for (const listener of listeners) listener(file);
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      watcher ??= fs.watch(root, { recursive: true }, (_, name) => {
        if (!name) return;
        pending = path.join(root, name.toString());
        clearTimeout(timer);
        timer = setTimeout(flush, settleMs);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearTimeout(timer);
        watcher?.close();
        watcher = undefined;
      };
    },
  };
}

/** A server-sent event stream of changed files (relative to `root`), ended by `signal`. */
export function contentChangeStream(
  source: ReturnType<typeof watchContent>,
  root: string,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      // A comment first, so the browser's EventSource reports the connection open at once.
      controller.enqueue(encoder.encode(': watching content\n\n'));
      const unsubscribe = source.subscribe((file) => {
        const relative = path.relative(root, file).split(path.sep).join('/');
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(relative)}\n\n`));
      });
      signal.addEventListener('abort', () => {
        unsubscribe();
        controller.close();
      });
    },
  });
}
