// How `npm run bench` prints its results: every measure, then the summary table to quote.

/** One table with the numbers that matter, as the README explains. */
export function printSummary(
  summaryPages,
  {
    buildSeconds,
    builtPages,
    apiGenerationSeconds,
    javascript = [],
    lighthouse: scores = [],
    softNavigation,
    feedback,
    postgres,
    serving,
    search,
    dev,
    firstScreenDemos,
    htmlWeight,
    hydration,
  },
) {
  const rows = [];
  if (dev) {
    const page = ({ path, htmlSeconds, allDemosSeconds, demos, failed, reloads }) =>
      `${path}: HTML ${htmlSeconds} s, all ${demos} demos ${allDemosSeconds} s${failed ? ` (${failed} FAILED)` : ''}, ${reloads} reload(s)`;
    rows.push({ measure: 'Dev server ready (clean dev cache)', value: `${dev.readySeconds} s` });
    rows.push({ measure: 'Dev: first page', value: page(dev.firstPage) });
    rows.push({ measure: 'Dev: second page', value: page(dev.secondPage) });
    rows.push({
      measure: 'Dev: MDX edit shown in the open page',
      value: `${dev.mdxEditSeconds} s`,
    });
  }
  if (buildSeconds !== undefined) {
    rows.push({ measure: 'Clean build', value: `${buildSeconds} s` });
    rows.push({
      measure: 'Build cost per page',
      value: `${((buildSeconds * 1000) / builtPages).toFixed(0)} ms (${builtPages} pages)`,
    });
  }
  if (apiGenerationSeconds !== undefined)
    rows.push({ measure: 'API reference generation', value: `${apiGenerationSeconds} s` });
  for (const [label, pagePath] of summaryPages) {
    const js = javascript.find((row) => row.path === pagePath);
    const lh = scores.find((row) => row.path === pagePath)?.median;
    if (js)
      rows.push({ measure: `${label}: JS before interaction`, value: `${js.gzipKb} kB gzip` });
    if (lh) {
      rows.push({
        measure: `${label}: Lighthouse mobile`,
        value: `${lh.score} (LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}; benchmarkIndex ${lh.benchmarkIndex})`,
      });
    }
  }
  const prose = scores.find((row) => row.path === '/x/introduction/')?.median;
  const scriptless = scores.find((row) => row.path === '/x/introduction/ (no scripts)')?.median;
  if (prose && scriptless)
    rows.push({
      measure: 'Introduction (prose): LCP with its scripts vs the same HTML without any',
      value: `${prose.lcpMs} ms vs ${scriptless.lcpMs} ms (${(prose.lcpMs / scriptless.lcpMs).toFixed(2)}×; perf ${prose.score} vs ${scriptless.score})`,
    });
  const bare = scores.find((row) => row.path === '/x/introduction/ (bare Next.js page)')?.median;
  if (prose && bare)
    rows.push({
      measure: 'Introduction (prose) vs its content in a bare Next.js page (the framework alone)',
      value: `perf ${prose.score} vs ${bare.score}, TBT ${prose.tbtMs} vs ${bare.tbtMs} ms, LCP ${prose.lcpMs} vs ${bare.lcpMs} ms`,
    });
  for (const row of firstScreenDemos ?? [])
    rows.push({
      measure: `${row.path}: first-screen demo shown (no input)`,
      value: row.pictured
        ? `at the load event (pictured in the HTML); live ${row.liveAfterInputMs} ms after the first pointer move, median (${row.samplesMs.join(', ')} ms)`
        : `live ${row.shownMs} ms after the load event, median (${row.samplesMs.join(', ')} ms)`,
    });
  for (const row of hydration ?? [])
    rows.push({
      measure: `${row.path}: main thread at 4× slower CPU, median`,
      value: `hydrated at ${row.hydratedMs} ms, blocking ${row.blockingMs} ms (runs: ${row.blockingByRun.join(', ')}), longest task ${row.longestTaskMs} ms, script ${row.scriptMs} ms`,
    });
  for (const row of htmlWeight ?? [])
    rows.push({
      measure: `${row.path}: HTML`,
      value: `${row.rawKb} kB raw, ${row.brotliKb} kB brotli`,
    });
  if (softNavigation)
    rows.push({
      measure: 'Soft navigation, guide to guide (click to new title)',
      value: `${softNavigation.medianMs} ms median (pointer on the link ${softNavigation.dwellMs} ms before); ${softNavigation.coldMedianMs} ms clicked as the pointer arrives`,
    });
  if (feedback)
    rows.push({
      measure: 'Feedback endpoint (SQLite, 20 connections)',
      value: `${feedback.requestsPerSecond} submissions/s, p99 ${feedback.p99Ms} ms; ${feedback.created} answered 201, ${feedback.stored} stored (${feedback.stored >= feedback.created ? 'every 201 kept' : 'SUBMISSIONS LOST'}), ${feedback.otherResponses} other`,
    });
  for (const row of serving ?? []) {
    rows.push({
      measure: `Serving the ${row.label} (${row.encoding}), 20 connections, median of 3 × 5 s, vs a bare node:http server`,
      value: `${row.site.requestsPerSecond} req/s, p99 ${row.site.p99Ms} ms (${row.site.p99SamplesMs.join(', ')}); bare ${row.bare.requestsPerSecond} req/s, p99 ${row.bare.p99Ms} ms (${row.bare.p99SamplesMs.join(', ')}): ${Math.round(row.share * 100)} %`,
    });
  }
  if (postgres?.throughput) {
    const pg = postgres.throughput;
    rows.push({
      measure: 'Feedback endpoint (PostgreSQL, limit counted there, 20 connections)',
      value: `${pg.requestsPerSecond} submissions/s, p99 ${pg.p99Ms} ms; ${pg.created} answered 201, ${pg.stored} stored (${pg.stored >= pg.created ? 'every 201 kept' : 'SUBMISSIONS LOST'}), ${pg.otherResponses} other`,
    });
  }
  if (postgres?.memory) {
    rows.push({
      measure: 'Server memory (RSS) under 50 connections for 60 s, 2 servers on PostgreSQL',
      value: postgres.memory
        .map(
          (row) =>
            `server ${row.server}: ${row.rssMb.join(' → ')} MB (every 10 s; the last 5 s after) over ${row.requests} requests (${row.non2xx} non-2xx, ${row.errors} errors)`,
        )
        .join('; '),
    });
  }
  if (search) {
    rows.push({
      measure: 'Search index',
      value: `${search.indexMb} MB in ${search.files} files`,
    });
    rows.push({
      measure: 'Search: first query on a cold cache (bytes as sent, headers included)',
      value: `median ${search.firstQueryKb} kB, most ${search.firstQueryMaxKb} kB over ${search.firstQueries.length} first queries of one to three words`,
    });
    rows.push({
      measure: 'Search: first queries',
      value: search.firstQueries
        .map(({ query, kb, files }) => `"${query}" ${kb} kB (${files} files)`)
        .join('; '),
    });
    rows.push({
      measure: 'Search latency (browser)',
      value: `p50 ${search.p50Ms} ms, p95 ${search.p95Ms} ms over ${search.queries} queries`,
    });
    const { evaluation } = search;
    rows.push({
      measure: 'Search answers (evaluation set)',
      value: `hit@1 ${evaluation.hitAt1}, hit@3 ${evaluation.hitAt3}, MRR ${evaluation.mrr} over ${evaluation.queries} queries (p50 ${evaluation.p50Ms} ms, p95 ${evaluation.p95Ms} ms); ${evaluation.misses.length} not in the first three`,
    });
  }
  console.log('\nSummary:');
  console.table(rows);
}

export function print(
  runs,
  {
    apiGenerationSeconds,
    buildSeconds,
    javascript,
    demoJavaScript,
    softNavigation,
    lighthouse: scores,
    feedback,
    search,
  },
) {
  if (feedback)
    console.log(
      `\nFeedback endpoint: ${feedback.requestsPerSecond} req/s, latency p50 ${feedback.p50Ms} ms, p99 ${feedback.p99Ms} ms; ${feedback.created} answered 201, ${feedback.stored} stored, ${feedback.otherResponses} other responses or errors`,
    );
  if (search) {
    console.log('\nSearch, first query on a cold cache (kB as sent, by kind of file):');
    console.table(
      search.firstQueries.map(({ query, kb, files, headersKb, byKind }) => ({
        query,
        'total kB': kb,
        files,
        'headers kB': headersKb,
        ...byKind,
      })),
    );
    console.log('Search, evaluation set: answers not in the first three pages');
    console.table(
      search.evaluation.misses.map(({ query, from, rank, top }) => ({
        query,
        from,
        rank: rank ?? '-',
        'listed first': top.join(' '),
      })),
    );
  }
  if (apiGenerationSeconds !== undefined)
    console.log(`\nAPI reference generation: ${apiGenerationSeconds} s`);
  if (buildSeconds !== undefined)
    console.log(`Clean build (generation included): ${buildSeconds} s`);
  if (javascript) {
    console.log('\nJavaScript loaded before interaction (gzip):');
    console.table(
      javascript.map(({ type, path: pagePath, scripts, gzipKb, rawKb }) => ({
        type,
        path: pagePath,
        scripts,
        'gzip kB': gzipKb,
        'raw kB': rawKb,
      })),
    );
    console.log('Demo pages, JavaScript (gzip) at load and after every demo loaded (412 px wide):');
    console.table(
      demoJavaScript.map(({ path: pagePath, demos, atLoadKb, allDemosKb }) => ({
        path: pagePath,
        demos,
        'at load kB': atLoadKb,
        'all demos kB': allDemosKb,
      })),
    );
  }
  if (softNavigation)
    console.log(
      `Soft navigation between Data Grid pages, click to new title: median ${softNavigation.medianMs} ms with the pointer on the link ${softNavigation.dwellMs} ms before (samples ${softNavigation.samplesMs.join(', ')} ms); ${softNavigation.coldMedianMs} ms clicked as the pointer arrives (samples ${softNavigation.coldSamplesMs.join(', ')} ms)\n`,
    );
  if (!scores) return;
  console.log(`Lighthouse mobile performance (median of ${runs}):`);
  console.table(
    scores.map(({ path: pagePath, byRun, median }) => ({
      path: pagePath,
      'runs (score@benchmarkIndex)': byRun.join(' '),
      median: median.score,
      'FCP ms': median.fcpMs,
      'LCP ms': median.lcpMs,
      'TBT ms': median.tbtMs,
      CLS: median.cls,
      'LCP element': median.lcpElement,
      benchmarkIndex: median.benchmarkIndex,
    })),
  );
}
