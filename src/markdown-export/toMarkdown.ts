/**
 * A guide page as plain Markdown, for tools and AI assistants (`/x/react-data-grid/sorting.md`):
 * the prose of the MDX file, each `<Demo>` replaced by its TypeScript source, the site's own tags
 * turned into Markdown, and every site link made absolute. Pure: the caller reads the files.
 */

export interface MarkdownPage {
  /** Canonical path, e.g. `/x/react-data-grid/sorting`. */
  pathname: string;
  title: string;
  description: string;
  /** The MDX body, frontmatter removed. */
  body: string;
}

export interface MarkdownContext {
  /** Public origin, without a trailing slash: `https://mui.com`. */
  siteUrl: string;
  /** The TypeScript source of a demo named on the page, or null when there is none. */
  demoSource: (name: string) => string | null;
  /** The text that replaces a site widget (`<TemplateGallery />`), or '' to drop it. */
  widget?: (name: string) => string;
}

const CALLOUT_LABELS: Record<string, string> = {
  info: 'Note',
  success: 'Tip',
  warning: 'Warning',
  error: 'Important',
};

const attribute = (tag: string, name: string) =>
  new RegExp(`${name}=["']([^"']*)["']`).exec(tag)?.[1];

/** Splits Markdown into prose and fenced code, so rewriting never touches code. */
function splitFences(body: string): { code: boolean; text: string }[] {
  const parts: { code: boolean; text: string }[] = [];
  const fence = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;
  let last = 0;
  for (const match of body.matchAll(fence)) {
    if (match.index > last) parts.push({ code: false, text: body.slice(last, match.index) });
    parts.push({ code: true, text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ code: false, text: body.slice(last) });
  return parts;
}

/** `/x/foo/` → `https://site/x/foo/`, in Markdown links and in `href` attributes. */
function absoluteLinks(text: string, siteUrl: string): string {
  return text
    .replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (_, href: string) => `](${siteUrl}${href})`)
    .replace(/href=(["'])(\/(?!\/)[^"']*)\1/g, (_, quote: string, href: string) => {
      return `href=${quote}${siteUrl}${href}${quote}`;
    });
}

function fenceFor(source: string): string {
  // A fence longer than any backtick run inside the source.
  const longest = Math.max(2, ...[...source.matchAll(/`+/g)].map((run) => run[0].length));
  return '`'.repeat(longest + 1);
}

function rewriteProse(text: string, context: MarkdownContext): string {
  // <Demo name="X" height="…" /> → the demo's source, put back last so that no rewrite below
  // (widgets, links) touches code.
  const demos: string[] = [];
  let out = text.replace(/<Demo\b[^>]*\/>/g, (tag) => {
    const name = attribute(tag, 'name') ?? '';
    const source = context.demoSource(name);
    if (source === null) return '';
    const fence = fenceFor(source);
    demos.push(`${fence}tsx title="${name}.tsx"\n${source.trimEnd()}\n${fence}`);
    return `\u0000demo${demos.length - 1}\u0000`;
  });
  // <Callout type="warning"> … </Callout> → a labelled blockquote.
  out = out.replace(
    /<Callout\b([^>]*)>([\s\S]*?)<\/Callout>/g,
    (_, attrs: string, inner: string) => {
      const label = CALLOUT_LABELS[attribute(attrs, 'type') ?? 'info'] ?? 'Note';
      const lines = inner.trim().split('\n');
      lines[0] = `**${label}:** ${lines[0]}`;
      return lines.map((line) => (line.trim() ? `> ${line}` : '>')).join('\n');
    },
  );
  // <PlanBadge plan="pro" /> → (Pro)
  out = out.replace(/<PlanBadge\b[^>]*\/>/g, (tag) => {
    const plan = attribute(tag, 'plan') ?? '';
    return `(${plan.charAt(0).toUpperCase()}${plan.slice(1)})`;
  });
  // Inline widgets (`MUI X <CurrentVersion />`), then widgets on a line of their own: their text
  // form, or nothing.
  out = out.replace(/<(CurrentVersion)\s*\/>/g, (_, name: string) => context.widget?.(name) ?? '');
  out = out.replace(/^[ \t]*<([A-Z]\w*)\b[^>]*\/>[ \t]*$/gm, (_, name: string) =>
    context.widget ? context.widget(name) : '',
  );
  return absoluteLinks(out, context.siteUrl)
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\u0000demo(\d+)\u0000/g, (_, index: string) => demos[Number(index)]);
}

export function pageToMarkdown(page: MarkdownPage, context: MarkdownContext): string {
  const url = `${context.siteUrl}${page.pathname === '/' ? '/' : `${page.pathname}/`}`;
  const body = splitFences(page.body)
    .map((part) => (part.code ? part.text : rewriteProse(part.text, context)))
    .join('');
  return `# ${page.title}\n\n${page.description}\n\nSource: ${url}\n\n${body.trim()}\n`;
}

/** The `.md` URL of a page: the page URL without its trailing slash, plus `.md`. */
export function markdownUrl(pathname: string): string {
  return pathname === '/' ? '/index.md' : `${pathname.replace(/\/+$/, '')}.md`;
}

/** Every heading one level deeper (`#` → `##`), code blocks untouched: for concatenated pages. */
export function deepenHeadings(markdown: string): string {
  return splitFences(markdown)
    .map((part) => (part.code ? part.text : part.text.replace(/^(#{1,5}) /gm, '#$1 ')))
    .join('');
}
