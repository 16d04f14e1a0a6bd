import { IntentLink } from '@/navigation/IntentLink';
import type { ComponentProps } from 'react';
import { localizePath, pathnameToLanguage, type Language } from '@/routing';

/**
 * Links in content are written as English paths (`/x/introduction/`). On a page in another
 * language they point to that language's version. External links open normally.
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
    return <IntentLink href={localized} {...props} />;
  }
  if (/^https?:\/\//.test(href)) {
    return <a href={href} rel="noopener" {...props} />;
  }
  return <a href={href} {...props} />;
}
