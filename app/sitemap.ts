import type { MetadataRoute } from 'next';
import { config } from '@/config';
import { getContentPaths } from '@/content';
import { localizePath } from '@/routing';
import { alternateUrls } from '@/seo';

/** Every written page, in English with its language alternates. Unwritten nav entries are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return getContentPaths().map((canonicalPathname) => ({
    url: `${config.siteUrl}${localizePath(canonicalPathname, 'en')}`,
    alternates: { languages: alternateUrls(canonicalPathname) },
  }));
}
