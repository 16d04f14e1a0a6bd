import createDOMPurify from 'dompurify';

/**
 * Third-party ad copy is HTML. Before it reaches the DOM it is cut down to text, `<strong>`,
 * `<em>` and `<a href="https:…">`; links get `rel="noopener sponsored"` and open in a new tab.
 * Everything else (scripts, handlers, styles, SVG, other URL schemes) is removed.
 */
export function sanitizeAdHtml(html: string, window: Window & typeof globalThis): string {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    let safe = false;
    try {
      safe = new URL(href).protocol === 'https:';
    } catch {
      safe = false;
    }
    if (!safe) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener sponsored');
    node.setAttribute('target', '_blank');
  });
  return purify.sanitize(html, {
    ALLOWED_TAGS: ['strong', 'em', 'a'],
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
