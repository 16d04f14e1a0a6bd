// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without type declarations.
import { FIRST_DEMO, pictureOf, withPicture } from './demoSnapshot.mjs';

const picture = (prefix = 's0'): string | null =>
  pictureOf(document.querySelector('.demo-preview'), prefix);

/** A page as the playground leaves it: Emotion's sheet in the head, the demo in its preview. */
function render(css: string, demo: string, loaded = true) {
  document.head.innerHTML = `<style data-emotion="css">${css}</style><style>.site{color:red}</style>`;
  document.body.innerHTML =
    `<div class="demo-preview"${loaded ? ' data-loaded=""' : ''}>` +
    `<div class="demo-snapshot"></div>${demo}</div>`;
}

describe('the picture of a rendered demo', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('is nothing until the demo has rendered', () => {
    render('.css-a{color:blue}', '<div class="css-a">Grid</div>', false);
    expect(picture()).toBeNull();
  });

  it('keeps the markup, without the empty picture box the preview starts with', () => {
    render('', '<div class="css-a"><span>Grid</span></div>');
    expect(picture()).toBe('<style></style><div class="css-a"><span>Grid</span></div>');
  });

  it('keeps only the Emotion rules of classes the demo uses, and no rule of the site', () => {
    render(
      '.css-a{color:blue}.css-b{color:green}.css-a .MuiDataGrid-cell{padding:4px}',
      '<div class="MuiDataGrid-root css-a">Grid</div>',
    );
    const html = picture()!;
    expect(html).toContain('color: blue');
    expect(html).toContain('.MuiDataGrid-cell');
    expect(html).not.toContain('green');
    expect(html).not.toContain('.site');
  });

  it('keeps media queries that hold a used rule, and the keyframes a used rule animates with', () => {
    render(
      '@media (min-width: 600px){.css-a{margin:8px}.css-b{margin:2px}}' +
        '@media print{.css-b{display:none}}' +
        '@keyframes animation-spin{to{transform:rotate(360deg)}}' +
        '@keyframes animation-other{to{opacity:0}}' +
        '.css-a{animation:animation-spin 1s}',
      '<div class="css-a">Spinner</div>',
    );
    const html = picture()!;
    expect(html).toMatch(/@media \(min-width: 600px\)\{\.css-a \{margin: 8px;\}\}/);
    expect(html).not.toContain('print');
    expect(html).toContain('@keyframes animation-spin');
    expect(html).not.toContain('animation-other');
  });

  it("keeps the theme's variables the demo reads, scoped to the picture instead of the page's root", () => {
    render(
      ':root,[data-color-scheme="light"]{--mui-palette-primary-main:#1976d2;' +
        '--mui-palette-primary-mainChannel:25 118 210;--mui-palette-unused:#000}' +
        '[data-color-scheme="dark"]{--mui-palette-primary-main:#90caf9;color-scheme:dark}' +
        'body{margin:0}' +
        '.css-a{border-color:var(--mui-palette-primary-main)}' +
        '.css-a:hover{background:rgba(var(--mui-palette-primary-mainChannel) / 0.1)}',
      '<div class="css-a" style="color:var(--mui-palette-text-primary)">Chart</div>',
    );
    const html = picture()!;
    expect(html).toContain(
      '.demo-snapshot,[data-color-scheme="light"] .demo-snapshot{' +
        '--mui-palette-primary-main:#1976d2;--mui-palette-primary-mainChannel:25 118 210}',
    );
    expect(html).toContain(
      '[data-color-scheme="dark"] .demo-snapshot{--mui-palette-primary-main:#90caf9;color-scheme:dark}',
    );
    expect(html).not.toContain('--mui-palette-unused');
    expect(html).not.toContain(':root');
    expect(html).not.toContain('margin: 0');
  });

  it('renames ids and every reference to them, so they cannot clash with the page', () => {
    render(
      '',
      '<label id="l" for="f">Name</label><input id="f" aria-describedby="h other">' +
        '<p id="h">Help</p><svg><clipPath id="c"></clipPath><g clip-path="url(#c)"></g>' +
        '<use href="#c"></use></svg><a href="#elsewhere">Link</a>',
    );
    const html = picture('s3')!;
    expect(html).toContain('id="s3-l"');
    expect(html).toContain('for="s3-f"');
    expect(html).toContain('aria-describedby="s3-h other"');
    expect(html).toContain('clip-path="url(#s3-c)"');
    expect(html).toContain('href="#s3-c"');
    // A link to something outside the demo keeps its target.
    expect(html).toContain('href="#elsewhere"');
    expect(html).not.toMatch(/id="[lfhc]"/);
  });

  it('is left out when HTML would read the markup back differently', () => {
    // Built through the DOM, a link can hold a link; parsed from HTML, the inner one closes it.
    render('', '<a href="/a">outer</a>');
    document.querySelector('a')!.append(Object.assign(document.createElement('a'), { href: '/b' }));
    expect(picture()).toBe('');
  });

  it('cannot close its own style element early', () => {
    render(
      '.css-a::after{content:"</style><script>alert(1)</script>"}',
      '<div class="css-a"></div>',
    );
    const html = picture()!;
    expect(html.indexOf('</style>')).toBe(html.lastIndexOf('</style>'));
  });
});

describe('a picture written into a page', () => {
  const page =
    '<main><section id="demo-A" class="demo"><div class="demo-preview" style="min-height:340px" ' +
    'data-demo="x/grid/A"><div class="demo-snapshot"></div></div></section>' +
    '<section id="demo-B" class="demo"><div class="demo-preview" style="min-height:200px" ' +
    'data-demo="x/grid/B"><div class="demo-snapshot"></div></div></section></main>';

  it('goes into the first demo only, inert, out of search, no taller than its box', () => {
    const html = withPicture(page, '<div class="css-a">Grid</div>');
    expect(html).toContain(
      'data-demo="x/grid/A"><div class="demo-snapshot" inert="" data-pagefind-ignore="all" ' +
        'style="max-height:340px"><!--picture--><div class="css-a">Grid</div><!--/picture--></div>',
    );
    expect(html).toContain('data-demo="x/grid/B"><div class="demo-snapshot"></div>');
    expect(FIRST_DEMO.exec(page)![2]).toBe('x/grid/A');
  });

  it('is written as it is, dollar signs included', () => {
    // A currency column ("$1,937.00") once became the page's own markup ("$1" is a pattern).
    const html = withPicture(page, '<div title="$1,937.00">$& $` $\' $$</div>');
    expect(html).toContain('<div title="$1,937.00">$& $` $\' $$</div>');
  });

  it('replaces the picture of an earlier run', () => {
    const once = withPicture(page, '<p>old</p>');
    const twice = withPicture(once, '<p>new</p>');
    expect(twice).not.toContain('old');
    expect(twice.match(/<!--picture-->/g)).toHaveLength(1);
    expect(twice).toContain('data-demo="x/grid/B"><div class="demo-snapshot"></div>');
  });
});
