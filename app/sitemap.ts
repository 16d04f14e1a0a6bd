import type { MetadataRoute } from 'next';
import { config } from '@/config';
import { getAllPagePaths } from '@/app-shell';
import { localizePath } from '@/routing';
import { alternateUrls } from '@/seo';

/** Every page (written and API reference), in English with its language alternates. Unwritten nav entries are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return getAllPagePaths().map((canonicalPathname) => ({
    url: `${config.siteUrl}${localizePath(canonicalPathname, 'en')}`,
    alternates: { languages: alternateUrls(canonicalPathname) },
  }));
}
