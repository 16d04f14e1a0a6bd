import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StaticMarkup } from '@/ui/static-markup/StaticMarkup';
import { phoneHeight } from './blockHeight';
import { FIRST_SCREEN_PX, proseRuns } from './proseRuns';

const Demo = () => <div>live demo</div>;
const Version = () => <>8.29.3</>;
// What importing a 'use client' module gives a server component.
const ClientWidget = Object.assign(() => null, { $$typeof: Symbol.for('react.client.reference') });

/** An MDX body as the compiler emits it: a content component returning one fragment. */
function body(...blocks: ReactNode[]): ReactElement {
  const Content = () => <>{blocks}</>;
  return <Content />;
}

/** The parts `proseRuns` gives: each static run as its id and block count, or the island's type. */
function parts(element: ReactElement) {
  const fragment = element as ReactElement<{ children: ReactNode }>;
  return Children.toArray(fragment.props.children).map((part) => {
    if (!isValidElement<{ id: string; className: string; children: ReactNode[] }>(part))
      throw new Error('not a part');
    if (part.type !== StaticMarkup) return part.type;
    const later = part.props.className.includes('prose-run-later');
    return { run: part.props.id, blocks: part.props.children.length, ...(later && { later }) };
  });
}

describe('proseRuns', () => {
  it('sends the blocks between islands as static runs and keeps the islands in the tree', () => {
    const page = body(
      <h2 key="h">Sorting</h2>,
      '\n',
      <p key="p">
        Text with version <Version />.
      </p>,
      '\n',
      <Demo key="d" />,
      '\n',
      <p key="q">More.</p>,
      <pre key="c">code</pre>,
    );
    expect(
      parts(proseRuns(page, { pagePath: '/x/sorting/', version: 'v1', islands: new Set([Demo]) })),
    ).toEqual([
      { run: '/x/sorting/#prose-0-v1', blocks: 2 },
      Demo,
      { run: '/x/sorting/#prose-2-v1', blocks: 2 },
    ]);
  });

  it('keeps a block in the tree when an island is anywhere inside it', () => {
    const page = body(
      <p key="a">Before.</p>,
      <ul key="b">
        <li>
          Item <Demo />
        </li>
      </ul>,
      <p key="c">
        A <ClientWidget />
      </p>,
    );
    const [run, list, paragraph] = parts(
      proseRuns(page, { pagePath: '/zh/x/a/', version: 'v1', islands: new Set([Demo]) }),
    );
    expect(run).toEqual({ run: '/zh/x/a/#prose-0-v1', blocks: 1 });
    expect(list).toBe('ul');
    expect(paragraph).toBe('p');
  });

  it('cuts the run where the first screen ends: prose below waits to be laid out', () => {
    const long = <p>{'word '.repeat(190)}</p>;
    // About 570 px on a phone: the first screen ends in the fifth paragraph.
    const height = phoneHeight(long);
    expect(Math.ceil(FIRST_SCREEN_PX / height)).toBe(5);
    const paragraphs = Array.from({ length: 7 }, (_, index) => <p key={index}>{long}</p>);
    const page = body(...paragraphs);
    expect(parts(proseRuns(page, { pagePath: '/x/c/', version: 'v', islands: new Set() }))).toEqual(
      [
        { run: '/x/c/#prose-0-v', blocks: 5 },
        { run: '/x/c/#prose-1-v', blocks: 2, later: true },
      ],
    );
  });

  it('counts a demo as tall as its preview and toolbar', () => {
    expect(phoneHeight(<Demo />, { island: true })).toBe(360);
    const Tall = (props: { height: string }) => <div style={{ height: `${props.height}px` }} />;
    expect(phoneHeight(<Tall height="500" />, { island: true })).toBe(560);
  });

  it('makes one run of a page without islands, named after the text it was made from', () => {
    const page = body(<p key="a">One.</p>, '\n', <p key="b">Two.</p>);
    const runs = (version: string) =>
      parts(proseRuns(page, { pagePath: '/x/b/', version, islands: new Set() }));
    expect(runs('v1')).toEqual([{ run: '/x/b/#prose-0-v1', blocks: 2 }]);
    // An edited page (`next dev` refreshing it) brings new ids, so its hosts read the new text.
    expect(runs('v2')).toEqual([{ run: '/x/b/#prose-0-v2', blocks: 2 }]);
  });
});
