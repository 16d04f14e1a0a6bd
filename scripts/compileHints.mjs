// Chrome compiles a script's functions lazily: a function is parsed and compiled on the main
// thread the first time it is called. A Turbopack chunk wraps each module in a function, so the
// modules a page runs as its code starts (React, the router, the chrome's islands) are compiled
// one by one inside the task that runs them, and that task is the page's longest: measured on the
// Introduction at 4× CPU, two thirds of its ~250 ms went to compiling, not running.
//
// The comment `//# allFunctionsCalledOnLoad` first in a script tells V8 (Chrome 136 and later) to
// compile all of it eagerly, on a background thread while the script streams in. It suits only
// what runs at once, so it goes on the chunks a prerendered page lists for its start, and not on
// the demos' chunks, which load later and most of which a page never calls: hinting every chunk
// made the sorting page's tasks longer, not shorter. Other browsers read a comment.
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint first, or `null` when it has it already. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? null : COMPILE_HINT + source;
}

/**
 * Puts the hint on each chunk, given as its URL path (`/_next/static/chunks/a.js`), under
 * `nextDir` (the build's `.next`). Returns how many files it changed.
 * @param {Iterable<string>} urls
 * @param {string} nextDir
 */
export function hintChunks(urls, nextDir) {
  let changed = 0;
  for (const url of new Set(urls)) {
    const match = /^\/_next\/(static\/[\w\-./]+\.js)$/.exec(url);
    if (!match || match[1].includes('..')) throw new Error(`Not a chunk of this build: ${url}`);
    const file = path.join(nextDir, match[1]);
    const hinted = withCompileHint(fs.readFileSync(file, 'utf8'));
    if (hinted === null) continue;
    fs.writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}
