import type { ComponentProps } from 'react';
import { localizePath, pathnameToLanguage, type Language } from '@/routing';

/**
 * Links in content are written as English paths (`/x/introduction/`). On a page in another
 * language they point to that language's version. A plain anchor: prose is static markup, whose
 * host follows the site's own links through the router and fetches them ahead on intent.
 */
export function DocsLink({
  href = '',
  language,
  ...props
}: ComponentProps<'a'> & { language: Language }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    const [path, hash = ''] = href.split('#');
    const { canonicalPathname } = pathnameToLanguage(path);
    const localized = `${localizePath(canonicalPathname, language)}${hash ? `#${hash}` : ''}`;
    return <a href={localized} {...props} />;
  }
  if (/^https?:\/\//.test(href)) {
    return <a href={href} rel="noopener" {...props} />;
  }
  return <a href={href} {...props} />;
}
