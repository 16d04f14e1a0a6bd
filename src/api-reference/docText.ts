import { RENAMED_PAGES } from '@/routing';

export type DocToken =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'symbol'; name: string };

const INLINE =
  /`([^`]+)`|\*\*([^*]+)\*\*|\[\[([\w.]+)\]\]|\[([^\]]+)\]\(([^)\s]+)\)|\{@link\s+([^}\s|]+)(?:\s*\|\s*([^}]+))?\}/g;

/**
 * Splits a JSDoc description into paragraphs of inline tokens: `code`, **bold**, [text](url),
 * [[Symbol]] and {@link Symbol} references. Everything else is plain text (never HTML).
 */
export function tokenizeDocText(text: string): DocToken[][] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => {
      const tokens: DocToken[] = [];
      let last = 0;
      const source = paragraph.replace(/\s*\n\s*/g, ' ');
      for (const match of source.matchAll(INLINE)) {
        if (match.index > last)
          tokens.push({ kind: 'text', text: source.slice(last, match.index) });
        const [, code, strong, symbol, linkText, href, linkTarget, linkLabel] = match;
        if (code !== undefined) tokens.push({ kind: 'code', text: code });
        else if (strong !== undefined) tokens.push({ kind: 'strong', text: strong });
        else if (symbol !== undefined) tokens.push({ kind: 'symbol', name: symbol });
        else if (linkText !== undefined) tokens.push({ kind: 'link', text: linkText, href: href! });
        else if (/^https?:\/\//.test(linkTarget!))
          tokens.push({ kind: 'link', text: linkLabel?.trim() ?? linkTarget!, href: linkTarget! });
        else tokens.push({ kind: 'symbol', name: linkTarget! });
        last = match.index + match[0].length;
      }
      if (last < source.length) tokens.push({ kind: 'text', text: source.slice(last) });
      return tokens;
    });
}

/** Top-level members of a union type written as text (`A | B<C | D> | { e: F | G }` has three). */
export function splitUnion(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of type) {
    if ('<([{'.includes(char)) depth += 1;
    if ('>)]}'.includes(char) && depth > 0) depth -= 1;
    if (char === '|' && depth === 0) {
      if (current.trim()) members.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) members.push(current.trim());
  return members;
}

/**
 * Links in the packages' comments point to mui.com, absolutely or by path. They become links to
 * the same page here when this site has it (or to the page that replaced a renamed one), and
 * absolute mui.com links otherwise.
 */
export function localizeDocHref(href: string, exists: (pathname: string) => boolean): string {
  const match = /^(?:https:\/\/mui\.com)?(\/[^#?]*?)\/?(#.*)?$/.exec(href);
  if (!match) return href;
  const pathname = Object.hasOwn(RENAMED_PAGES, match[1]) ? RENAMED_PAGES[match[1]] : match[1];
  if (exists(pathname)) return `${pathname}/${match[2] ?? ''}`;
  return href.startsWith('/') ? `https://mui.com${href}` : href;
}
