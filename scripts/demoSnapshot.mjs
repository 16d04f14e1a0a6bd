// The picture of one rendered demo (see demo-snapshots.mjs): taken in the demo's page, then
// written into the prerendered HTML of the pages it opens.

/**
 * The first demo of a page: its preview's opening tag, its key, and the picture box after it,
 * empty as React rendered it or holding a picture of an earlier run (so a rerun replaces it).
 */
export const FIRST_DEMO =
  /(<div class="demo-preview"[^>]*?data-demo="([^"]+)"[^>]*>)<div class="demo-snapshot"(?:><\/div>|[^>]*><!--picture-->[\s\S]*?<!--\/picture--><\/div>)/;

/**
 * The page's HTML with `picture` in its first demo's box: inert, out of the search index, no
 * taller than the height the demo reserved.
 */
export function withPicture(html, picture) {
  return html.replace(FIRST_DEMO, (match, opening) => {
    const height = /min-height:\s*(\d+)px/.exec(opening)?.[1];
    return (
      `${opening}<div class="demo-snapshot" inert="" data-pagefind-ignore="all"` +
      `${height ? ` style="max-height:${height}px"` : ''}><!--picture-->${picture}<!--/picture--></div>`
    );
  });
}

/**
 * The markup of `preview`'s demo and the Emotion rules it uses, as one HTML string; null when
 * the demo did not render, '' when its markup would not read back the same from HTML. Runs in the browser (or jsdom): it reads the DOM and the style sheets
 * Emotion wrote (`style[data-emotion]`). Every id becomes `<prefix>-<id>`, references included
 * (`aria-*`, `for`, `href="#…"`, `url(#…)`), so the picture cannot clash with its page's ids.
 * The theme's colour variables (`:root`, `[data-…="dark"]`) are scoped to `.demo-snapshot`.
 */
export function pictureOf(preview, prefix) {
  // Inside the function: it crosses into the page as text. Attributes that name elements by id.
  const ID_REFERENCES = [
    'for',
    'list',
    'aria-activedescendant',
    'aria-controls',
    'aria-describedby',
    'aria-details',
    'aria-errormessage',
    'aria-labelledby',
    'aria-owns',
  ];
  if (!preview?.hasAttribute('data-loaded')) return null;
  const clone = preview.cloneNode(true);
  clone.querySelector(':scope > .demo-snapshot')?.remove();
  const ids = new Map();
  for (const element of clone.querySelectorAll('[id]')) {
    ids.set(element.id, `${prefix}-${element.id}`);
    element.id = ids.get(element.id);
  }
  const renameHash = (value) =>
    value.replace(/#([^\s)"']+)/g, (match, id) => (ids.has(id) ? `#${ids.get(id)}` : match));
  for (const element of clone.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      if (ID_REFERENCES.includes(name)) {
        const renamed = value.split(/\s+/).map((id) => ids.get(id) ?? id);
        element.setAttribute(name, renamed.join(' '));
      } else if (value.includes('url(#') || (/(^|:)href$/.test(name) && value.startsWith('#'))) {
        element.setAttribute(name, renameHash(value));
      }
    }
  }
  const html = clone.innerHTML.trim();
  if (!html) return null;
  // Markup built through the DOM can nest what HTML cannot (a link in a link, a block in a
  // paragraph): read back from the page's HTML, it would break the page around it.
  const parsed = preview.ownerDocument.createElement('template');
  parsed.innerHTML = html;
  if (parsed.innerHTML !== html || html.includes('<!--/picture-->')) return '';

  const used = new Set(html.match(/\bcss-[a-z0-9]+\b/g));
  const keyframes = [];
  /** The theme's variable declarations, scoped to the picture; only the used ones are kept. */
  const themeRules = [];
  /** A rule as the picture needs it, or null when the demo does not use it. */
  const keep = (rule) => {
    if (rule.type === 1 /* style */) {
      const classes = rule.selectorText.match(/\.css-[a-z0-9]+\b/g);
      if (classes) return classes.some((name) => used.has(name.slice(1))) ? rule.cssText : null;
      const properties = Array.from({ length: rule.style.length }, (_, index) => rule.style[index]);
      const onlyVariables =
        properties.length > 0 &&
        properties.every((property) => property.startsWith('--') || property === 'color-scheme');
      if (!onlyVariables) return null;
      const selectors = rule.selectorText
        .split(',')
        .map((selector) => selector.trim())
        .map((selector) =>
          selector === ':root' ? '.demo-snapshot' : `${selector} .demo-snapshot`,
        );
      const values = properties.map((name) => [name, rule.style.getPropertyValue(name).trim()]);
      themeRules.push({ selectors: selectors.join(','), values });
      return null;
    }
    if (rule.type === 4 /* media */ || rule.type === 12 /* supports */) {
      const inner = [...rule.cssRules].map(keep).filter(Boolean);
      if (inner.length === 0) return null;
      const at =
        rule.type === 4 ? `@media ${rule.media.mediaText}` : `@supports ${rule.conditionText}`;
      return `${at}{${inner.join('')}}`;
    }
    if (rule.type === 7 /* keyframes */) keyframes.push(rule);
    return null;
  };
  const rules = [];
  for (const element of preview.ownerDocument.querySelectorAll('style[data-emotion]')) {
    for (const rule of element.sheet?.cssRules ?? []) {
      const text = keep(rule);
      if (text) rules.push(text);
    }
  }
  const css = rules.join('');
  for (const rule of keyframes) if (css.includes(rule.name)) rules.push(rule.cssText);
  // The variables the rules and the markup read, and those their values read in turn.
  const wanted = new Set();
  const refer = (text) => {
    for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) wanted.add(name);
  };
  refer(css);
  refer(html);
  for (let size = -1; size !== wanted.size;) {
    size = wanted.size;
    for (const { values } of themeRules)
      for (const [name, value] of values) if (wanted.has(name)) refer(value);
  }
  const theme = themeRules.map(({ selectors, values }) => {
    const kept = values.filter(([name]) => wanted.has(name) || !name.startsWith('--'));
    return kept.length
      ? `${selectors}{${kept.map(([name, value]) => `${name}:${value}`).join(';')}}`
      : '';
  });
  rules.unshift(...theme.filter(Boolean));
  // `</style` cannot occur in CSS that a browser serialised, but a demo's strings end up here.
  const style = rules.join('').replaceAll('</', '<\\/');
  return `<style>${style}</style>${html}`;
}

/**
 * Waits until the demo on `page` has rendered and stopped changing (no DOM mutation for 150 ms,
 * at most 5 s: a demo that updates on a timer is pictured as it is then), and returns its picture.
 */
export async function captureDemo(page, prefix) {
  await page.locator('.demo-preview[data-loaded], .demo-preview[data-failed]').waitFor();
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const preview = document.querySelector('.demo-preview');
        let timer;
        const quiet = () => {
          clearTimeout(timer);
          timer = setTimeout(done, 150);
        };
        const observer = new MutationObserver(quiet);
        const bound = setTimeout(done, 5_000);
        function done() {
          observer.disconnect();
          clearTimeout(bound);
          document.fonts.ready.then(() => resolve());
        }
        observer.observe(preview, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        quiet();
      }),
  );
  return page.locator('.demo-preview').evaluate(pictureOf, prefix);
}
