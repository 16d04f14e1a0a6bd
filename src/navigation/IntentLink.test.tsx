// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from './IntentLink';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const push = vi.fn();
const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

let root: Root | undefined;

function mount(element: React.ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root!.render(element));
  return container.querySelector('a')!;
}

/**
 * Dispatches a click as the browser would; returns whether the browser would follow the link
 * (read after the page's own handlers, then cancelled: jsdom cannot navigate).
 */
function click(anchor: HTMLAnchorElement, init: MouseEventInit = {}) {
  let followed = false;
  const record = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void anchor.dispatchEvent(event));
  return followed;
}

describe('IntentLink', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
    push.mockClear();
    prefetch.mockClear();
  });

  it('is a plain anchor whose click the router follows, page and hash kept', () => {
    const anchor = mount(
      <IntentLink href="/x/react-data-grid/sorting/#comparators">Sorting</IntentLink>,
    );
    expect(anchor.getAttribute('href')).toBe('/x/react-data-grid/sorting/#comparators');
    expect(click(anchor)).toBe(false);
    expect(push).toHaveBeenCalledWith('/x/react-data-grid/sorting/#comparators');
  });

  it('leaves new tabs, downloads, files and other sites to the browser', () => {
    const page = mount(<IntentLink href="/x/introduction/">Introduction</IntentLink>);
    expect(click(page, { ctrlKey: true })).toBe(true);
    expect(click(page, { metaKey: true })).toBe(true);
    expect(click(page, { shiftKey: true })).toBe(true);
    expect(click(page, { button: 1 })).toBe(true);
    act(() => root?.unmount());
    expect(click(mount(<IntentLink href="/x/llms.txt">llms.txt</IntentLink>))).toBe(true);
    act(() => root?.unmount());
    expect(click(mount(<IntentLink href="https://github.com/mui/mui-x">GitHub</IntentLink>))).toBe(
      true,
    );
    act(() => root?.unmount());
    expect(
      click(
        mount(
          <IntentLink href="/x/introduction/" target="_blank">
            New tab
          </IntentLink>,
        ),
      ),
    ).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it("lets a caller's onClick cancel the navigation", () => {
    const anchor = mount(
      <IntentLink href="/x/introduction/" onClick={(event) => event.preventDefault()}>
        Introduction
      </IntentLink>,
    );
    click(anchor);
    expect(push).not.toHaveBeenCalled();
  });

  it('fetches the page ahead on hover, focus or touch, never a same-page anchor', () => {
    const anchor = mount(<IntentLink href="/x/introduction/">Introduction</IntentLink>);
    expect(prefetch).not.toHaveBeenCalled();
    act(() => void anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => anchor.focus());
    expect(prefetch).toHaveBeenCalledWith('/x/introduction/');
    act(() => root?.unmount());
    const local = mount(<IntentLink href="#usage">Usage</IntentLink>);
    act(() => local.focus());
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
