import { expect, test, within, type Page } from './fixtures';
import { FRAMES_STALLED } from './annotations';

/**
 * The time one demo may take to render, in the walk of a page: a heavy grid renders in about 1 s
 * here and 3 s on a slow, shared host. Waits end on each demo's signal, so the budget only bounds
 * a demo that hangs.
 */
const DEMO_BUDGET_MS = 10_000;

/** How long one round of the walk may wait for the page to answer before reporting it busy. */
const ROUND_ANSWER_MS = 15_000;

/** A round whose page was replaced by a navigation while it asked. */
const NAVIGATED = Symbol('navigated');

/** How long one round waits, in the page, for the demos it brought into view to report. */
const ROUND_WAIT_MS = 2_000;

/**
 * One round: scrolls each demo that has neither rendered nor failed into view (so it starts
 * loading), then waits in the page until every demo has reported (`data-loaded` or
 * `data-failed`) or ROUND_WAIT_MS pass, and returns the names of those still pending. The wait
 * ends on the demos' own signal, seen by a MutationObserver, not on a polling interval. Each
 * scroll waits two frames, or 100 ms each if the browser paints none: a headless Chromium under
 * load has been seen to stop producing frames, and an unbounded requestAnimationFrame wait then
 * hung the whole walk without saying why.
 */
async function pendingDemos(page: Page) {
  return page.locator('section.demo').evaluateAll(async (sections, waitMs) => {
    let painted = 0;
    let waited = 0;
    const frame = () =>
      new Promise<void>((resolve) => {
        waited += 1;
        const timer = setTimeout(resolve, 100);
        requestAnimationFrame(() => {
          painted += 1;
          clearTimeout(timer);
          resolve();
        });
      });
    const pending = () =>
      sections.filter(
        (section) => !section.querySelector('.demo-preview:is([data-loaded], [data-failed])'),
      );
    for (const section of pending()) {
      section.scrollIntoView({ block: 'center' });
      await frame();
      await frame();
    }
    if (pending().length > 0) {
      await new Promise<void>((resolve) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        };
        const observer = new MutationObserver(() => {
          if (pending().length === 0) done();
        });
        const timer = setTimeout(done, waitMs);
        observer.observe(document.body, {
          subtree: true,
          attributeFilter: ['data-loaded', 'data-failed'],
        });
      });
    }
    return {
      pending: pending().map((section) => section.getAttribute('aria-label') ?? '(unnamed demo)'),
      stalled: waited > 0 && painted === 0,
    };
  }, ROUND_WAIT_MS);
}

/**
 * Brings every demo of a page into view, so each starts loading (they load together, as when a
 * reader scrolls quickly), then waits for each demo's outcome: `data-loaded` (rendered) or
 * `data-failed`. The budget grows with the number of demos; past it, the test fails naming the
 * demos that did neither, and saying whether the page stopped answering or painting. Returns the
 * number of demos, after checking that none failed.
 */
/**
 * The page did not answer, or painted nothing, even after it was brought to the front and loaded
 * again: its renderer, not the site, has stopped (a headless Chromium under load, seen in CI on a
 * different page each time, every one of which passes alone). The caller walks it again on a
 * fresh tab, whose context gets a renderer of its own.
 */
export class TabStopped extends Error {}

export async function loadAllDemos(page: Page, { again = false } = {}): Promise<number> {
  // Demos in view start once the page has loaded and is idle, or at the reader's first input:
  // the pointer moves, so the walk does not wait for the load event.
  await within(page.mouse.move(20, 20), 2_000, undefined);
  // A renderer that has already stopped does not answer even this: the rounds below find out.
  const counted = await within(page.locator('section.demo').count(), ROUND_ANSWER_MS, null);
  // Room for three silent rounds (bring to front, reload, give up) on a page with few demos.
  const pollTimeout = Math.max(100_000, 30_000 + (counted ?? 0) * DEMO_BUDGET_MS);
  const budget = pollTimeout + 30_000;
  // A second walk, on a fresh tab, gets its budget on top of what the first one used.
  test.setTimeout(again ? test.info().timeout + budget : budget);
  // More than one round is needed when the page hydrates (and starts observing) after a round has
  // scrolled past a demo.
  let round = 0;
  let stalledRounds = 0;
  let reloaded = false;
  let stopped = false;
  await expect
    .poll(
      async () => {
        round += 1;
        // Input each round, in case the page hydrated after the last one. Mouse moves wait for a
        // frame, so a page that paints none must not hold the round.
        await within(page.mouse.move(20 + (round % 40), 20), 2_000, undefined);
        // The document may be replaced under a round (the reload below, if it took longer than
        // its wait): the round waits for the new one and counts as a round that saw no frame.
        let answer:
          (Awaited<ReturnType<typeof pendingDemos>> & { why?: string }) | typeof NAVIGATED | null =
          await within(
            pendingDemos(page).catch((): typeof NAVIGATED => NAVIGATED),
            ROUND_ANSWER_MS,
            null,
          );
        if (answer === NAVIGATED) {
          await within(page.waitForLoadState('domcontentloaded'), ROUND_ANSWER_MS, undefined);
          answer = {
            pending: [],
            stalled: true,
            why: '(the page was loading again: its document was replaced during the round)',
          };
        }
        // A page that does not answer is handled as one that paints nothing: a CI run had the
        // snackbar page silent for 70 s, then fine alone. The round's frame waits fall back on
        // timers, and a page the browser stopped painting gets its timers throttled too.
        if (!answer || answer.stalled) {
          const before = stalledRounds;
          // A silent round took 15 s: it counts as three, or a page with few demos (a short
          // budget) ran out of time before its reload (a CI run: three silent rounds, then the end).
          stalledRounds += answer ? 1 : 3;
          // A page that gets no frames gets no intersection updates either, so no demo starts.
          // First the page is brought to the front, which asks the browser to paint it again;
          // if that does not help, it is loaded again, once, and walked in full from the top.
          // Each step is annotated, so the run's summary lists the pages it happened to.
          const reached = (mark: number) => before < mark && stalledRounds >= mark;
          if (reached(8)) {
            // Ends the poll; the walk reports it below.
            stopped = true;
            return [];
          }
          if (reached(2) || reached(5)) {
            const reload = reached(5);
            reloaded ||= reload;
            test.info().annotations.push({
              type: FRAMES_STALLED,
              description: `no frame or no answer (stall count ${stalledRounds}, round ${round}); ${reload ? 'reloaded' : 'brought to front'}`,
            });
            await within(page.bringToFront(), 5_000, undefined);
            // A reload the stopped renderer never finishes must not hold the walk either.
            if (reload)
              await within(
                page.reload().catch(() => null),
                20_000,
                null,
              );
          }
          if (!answer) {
            return [
              `(the page did not answer for ${ROUND_ANSWER_MS / 1000} s: its main thread is busy or throttled)`,
            ];
          }
          return [...answer.pending, answer.why ?? '(the browser painted no frame in this round)'];
        }
        // The page is loaded again once: one that answers after that and then stops again is
        // stopped (a round that answers between two silences must not start the count over).
        stalledRounds = reloaded ? 5 : 0;
        return answer.pending;
      },
      {
        message: 'demos that neither rendered nor failed',
        timeout: pollTimeout,
        // Each round waits in the page for the demos' signals; the next one starts at once.
        intervals: [0],
      },
    )
    .toEqual([]);
  if (stopped) throw new TabStopped(`${page.url()} stopped answering, even after a reload`);
  const count = counted ?? (await page.locator('section.demo').count());
  const failed = await page
    .locator('section.demo:has(.demo-preview[data-failed])')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label')));
  expect(failed, 'demos that failed').toEqual([]);
  return count;
}

/**
 * Walks every demo of the page `open` sets up on `page` (see loadAllDemos). If that tab stops
 * (TabStopped), the walk is made once more on the tab `freshTab` gives, which must live in a new
 * context: a stopped renderer is the browser's doing, not the site's, and every walk of the suite
 * needs this way out, not only the guide pages' (a CI run lost a dark-mode walk to it). Returns
 * the number of demos and the tab the walk ended on; `phase` times the opening and the walk.
 */
export async function walkDemos(
  page: Page,
  open: (page: Page) => Promise<void>,
  freshTab: () => Promise<Page>,
  phase: <T>(name: string, work: () => Promise<T>) => Promise<T> = (_name, work) => work(),
): Promise<{ count: number; page: Page }> {
  await phase('open', () => open(page));
  try {
    return { count: await phase('demos', () => loadAllDemos(page)), page };
  } catch (error) {
    if (!(error instanceof TabStopped)) throw error;
    test.info().annotations.push({ type: FRAMES_STALLED, description: error.message });
    const fresh = await freshTab();
    await phase('open', () => open(fresh));
    return { count: await phase('demos', () => loadAllDemos(fresh, { again: true })), page: fresh };
  }
}

/** Brings the demo at `index` into view and waits for it to render. */
export async function loadDemo(page: Page, index: number) {
  const demo = page.locator('section.demo').nth(index);
  await demo.scrollIntoViewIfNeeded();
  // A demo in view starts at the page's load event and first idle moment, or at once on input:
  // the pointer moves, so the test does not wait for the load event.
  await within(page.mouse.move(20 + (index % 50), 20), 2_000, undefined);
  await expect(demo.locator('.demo-preview[data-loaded]')).toBeVisible({ timeout: 15_000 });
  return demo;
}
