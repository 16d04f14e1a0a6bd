import { DEFAULT_LANGUAGE, PATH_LANGUAGES, type Language } from './languages';

export interface ParsedPath {
  /** The language named by the first segment, or English. */
  userLanguage: string;
  /** The path without its language prefix, query kept, `#hash` dropped. */
  canonicalAs: string;
  /** The canonical page path: no language, query, hash or trailing slash (except `/`); `/api` → `/api-docs`. */
  canonicalPathname: string;
}

function isBlogPath(path: string): boolean {
  return path === '/blog' || path.startsWith('/blog/');
}

/** Splits a URL path into its language and its canonical form (SPEC §2, "Path handling"). */
export function pathnameToLanguage(pathname: string): ParsedPath {
  const withoutHash = pathname.replace(/#.*$/, '');
  const match = /^\/([a-z]{2})(?=\/|$|\?)/.exec(withoutHash);
  let userLanguage: string = DEFAULT_LANGUAGE;
  let canonicalAs = withoutHash;
  if (match && PATH_LANGUAGES.includes(match[1])) {
    canonicalAs = withoutHash.slice(match[0].length) || '/';
    if (canonicalAs.startsWith('?')) canonicalAs = `/${canonicalAs}`;
    userLanguage = match[1];
  }
  if (isBlogPath(canonicalAs.replace(/\?.*$/, ''))) {
    userLanguage = DEFAULT_LANGUAGE;
  }
  return { userLanguage, canonicalAs, canonicalPathname: canonicalizePathname(canonicalAs) };
}

/** The canonical form of a path that has no language prefix. */
export function canonicalizePathname(path: string): string {
  let result = path.replace(/[?#].*$/, '');
  if (result === '/api' || result.startsWith('/api/')) {
    result = `/api-docs${result.slice('/api'.length)}`;
  }
  result = result.replace(/\/+$/, '');
  return result === '' ? '/' : result;
}

/** The public URL of a canonical page path in a language: prefixed unless English or a blog path, with a trailing slash. */
export function localizePath(canonicalPathname: string, language: Language | string): string {
  const path = canonicalPathname === '/' ? '/' : `${canonicalPathname.replace(/\/+$/, '')}/`;
  if (language === DEFAULT_LANGUAGE || isBlogPath(canonicalPathname)) return path;
  return `/${language}${path}`;
}
