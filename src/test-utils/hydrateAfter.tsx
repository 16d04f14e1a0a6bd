// Tests of what a reader does between the server's HTML and hydration: render as the server
// does, let the reader act on the plain HTML, then hydrate, all inside React's act().
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Hydrated {
  container: HTMLElement;
  root: Root;
  /** The errors React recovered from (a hydration mismatch among them). */
  recoverable: unknown[];
}

/**
 * Puts the server's HTML of `element` (or `html`, rendered by the test itself) in `container` (a
 * new element in the document by default), runs `readerDid` on it, then hydrates `browser` (the
 * same element by default) over it.
 */
export async function hydrateAfter(
  element: ReactElement,
  readerDid: (container: HTMLElement) => void = () => {},
  {
    browser = element,
    container = document.body.appendChild(document.createElement('div')),
    html = renderToString(element),
  }: { browser?: ReactElement; container?: HTMLElement; html?: string } = {},
): Promise<Hydrated> {
  container.innerHTML = html;
  readerDid(container);
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, browser, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, root: root!, recoverable };
}
