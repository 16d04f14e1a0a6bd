import type { Metadata } from 'next';
import { config } from '@/config';
import {
  getProductCategoryId,
  getProductId,
  LANGUAGE_TAGS,
  LANGUAGES,
  localizePath,
  type Language,
} from '@/routing';

export const SITE_NAME = 'MUI X';

/** The `mui:productId` and `mui:productCategoryId` meta tags; pages outside a product count as docs. */
export function productMeta(canonicalPathname: string): Record<string, string> {
  return {
    'mui:productId': getProductId(canonicalPathname) ?? 'docs',
    'mui:productCategoryId': getProductCategoryId(canonicalPathname) ?? 'docs',
  };
}

/** Absolute URLs of a page in every language (hreflang `en`, `zh`), plus `x-default` (English). */
export function alternateUrls(canonicalPathname: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const language of LANGUAGES) {
    urls[language] = `${config.siteUrl}${localizePath(canonicalPathname, language)}`;
  }
  urls['x-default'] = `${config.siteUrl}${localizePath(canonicalPathname, 'en')}`;
  return urls;
}

export function pageMetadata({
  canonicalPathname,
  language,
  title,
  description,
}: {
  canonicalPathname: string;
  language: Language;
  title: string;
  description: string;
}): Metadata {
  const url = `${config.siteUrl}${localizePath(canonicalPathname, language)}`;
  const fullTitle = canonicalPathname === '/' ? `${title}` : `${title} - ${SITE_NAME}`;
  return {
    metadataBase: new URL(config.siteUrl),
    icons: { icon: '/favicon.svg' },
    title: fullTitle,
    description,
    alternates: { canonical: url, languages: alternateUrls(canonicalPathname) },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: SITE_NAME,
      type: 'article',
      locale: LANGUAGE_TAGS[language].replace('-', '_'),
    },
    twitter: { card: 'summary', title: fullTitle, description },
    other: productMeta(canonicalPathname),
  };
}
