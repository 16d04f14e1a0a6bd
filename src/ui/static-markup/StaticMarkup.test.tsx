// @vitest-environment jsdom
import { act, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticMarkup } from './StaticMarkup';
import { MARKUP_INSERTED_EVENT, prefetchMarkup } from './pageMarkup';
import { STASH_LIMIT, putStaticMarkup, readStaticMarkup } from './stash';
import { StaticMarkupHost } from './StaticMarkupHost';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const push = vi.fn();
const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));
const labels = { loading: 'Loading this section…', failed: 'This section could not be loaded.' };

// A link the markup carries as a plain anchor (StaticMarkup content renders without next/link).
const rowModel = '/x/api/data-grid/grid-row-model/';
const table = (
  <table>
    <tbody>
      <tr id="prop-rows">
        <td>
          <a href={rowModel}>rows</a>
        </td>
      </tr>
    </tbody>
  </table>
);

/** The page's HTML as the prerender writes it: the server component, then the host on the server. */
function serverHtml(id: string, content: React.ReactNode = table) {
  const element = (
    <StaticMarkup id={id} source="/x/api/data-grid/data-grid/">
      {content}
    </StaticMarkup>
  );
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  push.mockReset();
});

describe('StaticMarkup', () => {
  it('renders its content on the server and the client keeps the same nodes while hydrating', async () => {
    const id = '/x/api/data-grid/data-grid/#props';
    const container = mount();
    container.innerHTML = serverHtml(id);
    const row = container.querySelector('#prop-rows');
    expect(row?.closest('[data-static-markup]')?.getAttribute('data-static-markup')).toBe(id);

    const errors: unknown[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await act(async () => {
      hydrateRoot(
        container,
        <StaticMarkupHost labels={labels} id={id} source="/x/api/data-grid/data-grid/" />,
        {
          onRecoverableError: (error) => errors.push(error),
        },
      );
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('#prop-rows')).toBe(row);
    expect(fetchSpy).not.toHaveBeenCalled();

    // Its links follow the site's router instead of reloading the page.
    await act(async () => row!.querySelector('a')!.click());
    expect(push).toHaveBeenCalledWith(rowModel);
  });

  it('leaves files of the site and anchors of the page to the browser', async () => {
    const container = mount();
    container.innerHTML = `<div data-static-markup="links"><a href="/x/llms.txt">file</a><a href="${location.pathname}#rows">anchor</a><a href="${location.pathname}">this page</a></div>`;
    await act(async () => {
      hydrateRoot(container, <StaticMarkupHost labels={labels} id="links" source="/x/" />);
    });
    // Whether the host kept the click, read after it (jsdom cannot follow the others).
    const follow = (text: string) => {
      let kept = false;
      const afterHost = (event: Event) => {
        kept = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', afterHost, { once: true });
      const link = [...container.querySelectorAll('a')].find((a) => a.textContent === text)!;
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      return kept;
    };
    expect(follow('file')).toBe(false);
    expect(follow('anchor')).toBe(false);
    expect(push).not.toHaveBeenCalled();
    // The page's own link, without an anchor, stays in the app (no reload).
    expect(follow('this page')).toBe(true);
    expect(push).toHaveBeenCalledWith(location.pathname);
  });

  it('reads its markup from the page’s HTML after a client-side navigation', async () => {
    const id = '/x/api/data-grid/data-grid/#slots';
    const page = `<html><body><main>${serverHtml(id)}</main></body></html>`;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(page, { headers: { 'content-type': 'text/html' } }));
    const container = mount();
    await act(async () => {
      createRoot(container).render(
        <StaticMarkupHost labels={labels} id={id} source="/x/api/data-grid/data-grid/" />,
      );
    });
    expect(fetchSpy).toHaveBeenCalledWith('/x/api/data-grid/data-grid/', expect.anything());
    await act(() =>
      vi.waitFor(() => expect(container.querySelector('#prop-rows a')).not.toBeNull()),
    );
    expect(container.querySelector('#prop-rows a')?.textContent).toBe('rows');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('scrolls to the row the address names once the rows are in', async () => {
    const id = '/x/api/data-grid/data-grid/css-classes/#table';
    const page = `<html><body>${serverHtml(id)}</body></html>`;
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(page));
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    location.hash = '#prop-rows';
    const container = mount();
    try {
      await act(async () => {
        createRoot(container).render(
          <StaticMarkupHost
            labels={labels}
            id={id}
            source="/x/api/data-grid/data-grid/css-classes/"
          />,
        );
      });
      await act(() => vi.waitFor(() => expect(scrolled).toHaveLength(1)));
      expect(scrolled[0]).toBe(container.querySelector('#prop-rows'));
    } finally {
      location.hash = '';
    }
  });

  it('says so when the markup cannot be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('gone', { status: 404 }));
    const container = mount();
    await act(async () => {
      createRoot(container).render(
        <StaticMarkupHost labels={labels} id="/x/a/#props" source="/x/a/" />,
      );
    });
    await act(() =>
      vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull()),
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(labels.failed);
    expect(container.querySelector('[data-static-markup]')?.innerHTML).toBe('');
  });
});

describe('a client-side navigation', () => {
  it('keeps the page shown until the next page’s markup is read, with one fetch for its runs', async () => {
    const container = mount();
    container.innerHTML = serverHtml('/x/a/#prose-0', <p>first page</p>);
    const root = hydrateRoot(
      container,
      <StaticMarkupHost labels={labels} id="/x/a/#prose-0" source="/x/a/" />,
    );
    await act(async () => undefined);

    let answer!: (response: Response) => void;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const inserted: string[] = [];
    document.addEventListener(MARKUP_INSERTED_EVENT, (event) =>
      inserted.push((event.target as Element).getAttribute('data-static-markup')!),
    );
    const nextPage = (
      <>
        <StaticMarkupHost labels={labels} id="/x/b/#prose-0" source="/x/b/" />
        <StaticMarkupHost labels={labels} id="/x/b/#prose-2" source="/x/b/" />
      </>
    );
    // The router navigates in a transition.
    await act(async () => startTransition(() => root.render(nextPage)));
    expect(container.textContent).toBe('first page');
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    const page = `<main>${serverHtml('/x/b/#prose-0', <p>second</p>)}<section></section>${serverHtml('/x/b/#prose-2', <p>page</p>)}</main>`;
    await act(async () => answer(new Response(page)));
    expect(container.textContent).toBe('secondpage');
    expect(inserted).toEqual(['/x/b/#prose-0', '/x/b/#prose-2']);
  });

  it('reads a page again, once, when the copy read earlier lacks the runs asked for', async () => {
    const page = (version: string) =>
      `<main>${serverHtml(`/x/e/#prose-0-${version}`, <p>{version}</p>)}${serverHtml(`/x/e/#prose-2-${version}`, <p>{version}</p>)}</main>`;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(page('old')))
      .mockResolvedValueOnce(new Response(page('new')));
    // The reader pointed at a link to the page before it was edited (or deployed again).
    prefetchMarkup('/x/e/');
    await act(async () => undefined);
    const container = mount();
    await act(async () =>
      createRoot(container).render(
        <>
          <StaticMarkupHost labels={labels} id="/x/e/#prose-0-new" source="/x/e/" />
          <StaticMarkupHost labels={labels} id="/x/e/#prose-2-new" source="/x/e/" />
        </>,
      ),
    );
    await act(() => vi.waitFor(() => expect(container.textContent).toBe('newnew')));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(fetchSpy).toHaveBeenLastCalledWith(
      '/x/e/',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('fetches a page ahead when the reader points at a link in the markup', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<p></p>'));
    const container = mount();
    container.innerHTML = `<div data-static-markup="links"><a href="/x/c/">next</a><a href="/x/llms.txt">file</a></div>`;
    await act(async () => {
      hydrateRoot(container, <StaticMarkupHost labels={labels} id="links" source="/x/" />);
    });
    const [page, file] = container.querySelectorAll('a');
    file.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(fetchSpy).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith('/x/c/');
    expect(fetchSpy).toHaveBeenCalledWith('/x/c/', expect.anything());
  });
});

describe('the stash', () => {
  it('keeps the latest entries only', () => {
    for (let index = 0; index <= STASH_LIMIT; index += 1) putStaticMarkup(`entry-${index}`, index);
    expect(readStaticMarkup('entry-0')).toBeUndefined();
    expect(readStaticMarkup('entry-1')).toBe(1);
    expect(readStaticMarkup(`entry-${STASH_LIMIT}`)).toBe(STASH_LIMIT);
  });
});
