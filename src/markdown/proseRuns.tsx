import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { StaticMarkup } from '@/ui/static-markup/StaticMarkup';
import { phoneHeight } from './blockHeight';
import { elementsIn } from './elementTree';

/**
 * How far down a guide's body (estimated for a phone) the first screen ends, with room to spare:
 * prose below it is not laid out until it nears the viewport (`.prose-run-later` in global.css).
 * Above it every block is laid out at once, so nothing on the first screen moves when a block's
 * estimate gives way to its real height (Chrome decides what is near the viewport only after a
 * first layout).
 */
export const FIRST_SCREEN_PX = 2400;

/**
 * A guide's body as static runs and islands. Most of a guide is prose, tables and code that need
 * no JavaScript; rendered as React elements they reached the browser twice (HTML and the RSC
 * payload) and React hydrated them node by node. Here each run of top-level blocks between two
 * islands (a demo, a widget with its own state) is `StaticMarkup`: sent once, as HTML, adopted
 * as it is. Only the islands stay in React's tree.
 *
 * `body` is the MDX content element; `islands` the components that need React in the browser.
 * Everything else must render on the server alone (see `StaticMarkup`): the prose components
 * are plain, and their few behaviours (links, copy buttons, the code variant switch) are handled
 * by delegation. `version` names the text the runs were made from: a host keeps the markup it
 * holds for the same id, so an edited page (`next dev` refreshing it) must bring new ids.
 */
export function proseRuns(
  body: ReactElement,
  {
    pagePath,
    version,
    islands,
  }: { pagePath: string; version: string; islands: ReadonlySet<unknown> },
) {
  const blocks = topLevelBlocks(body);
  const parts: ReactNode[] = [];
  let run: ReactNode[] = [];
  let runIsLater = false;
  let offset = 0;
  const closeRun = () => {
    if (run.length === 0) return;
    const id = `${pagePath}#prose-${parts.length}-${version}`;
    const className = runIsLater ? 'prose-run prose-run-later' : 'prose-run';
    parts.push(
      <StaticMarkup key={id} id={id} source={pagePath} className={className}>
        {run}
      </StaticMarkup>,
    );
    run = [];
  };
  for (const block of blocks) {
    if (typeof block === 'string' && block.trim() === '') continue;
    const later = offset >= FIRST_SCREEN_PX;
    // A run that crosses the end of the first screen is cut there.
    if (later !== runIsLater) closeRun();
    runIsLater = later;
    const island = containsIsland(block, islands);
    offset += phoneHeight(block, { island });
    if (island) {
      closeRun();
      parts.push(block);
    } else {
      run.push(block);
    }
  }
  closeRun();
  return <>{parts}</>;
}

/** The blocks an MDX body renders: its content function is called once, here, for its fragment. */
function topLevelBlocks(body: ReactElement): ReactNode[] {
  const render = body.type as (props: unknown) => ReactNode;
  const output = render(body.props);
  const fragment = isValidElement<{ children?: ReactNode }>(output) ? output : null;
  return Children.toArray(fragment ? fragment.props.children : output);
}

/** Whether an island's element is anywhere in this block's tree. */
function containsIsland(node: ReactNode, islands: ReadonlySet<unknown>): boolean {
  return elementsIn(node).some(({ type }) => islands.has(type) || needsReact(type));
}

const CLIENT_REFERENCE = Symbol.for('react.client.reference');

/** A client component, or a wrapper (memo, lazy, context) that cannot render outside React's tree. */
function needsReact(type: unknown) {
  if (typeof type === 'object' && type !== null) return true;
  return (
    typeof type === 'function' && (type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE
  );
}
