import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { config } from '@/config';
import { resolveContentFile } from '@/content/files';
import { pageTitle } from '@/i18n/pageTitles';
import { localizePath, type Language } from '@/routing';
import { TEMPLATES, TEMPLATES_PATH } from '@/templates/templates';
import { getCurrentVersion, getVersions } from '@/versions';
import { pageToMarkdown } from './toMarkdown';

export { markdownUrl, pageToMarkdown } from './toMarkdown';

/** Text forms of the site's MDX widgets. */
function widgetText(name: string, language: Language): string {
  switch (name) {
    case 'CurrentVersion':
      return getCurrentVersion();
    case 'VersionsTable':
      return getVersions()
        .map((version) => `- [${version.text}](${version.href})`)
        .join('\n');
    case 'TemplateGallery':
      return TEMPLATES.map(
        (template) =>
          `- [${template.label}](${config.siteUrl}${localizePath(`${TEMPLATES_PATH}/${template.slug}`, language)})`,
      ).join('\n');
    default:
      return '';
  }
}

/** A written page as Markdown (the language's text, else English), or null when there is none. */
export function loadMarkdown(canonicalPathname: string, language: Language): string | null {
  const file =
    resolveContentFile(canonicalPathname, language) ?? resolveContentFile(canonicalPathname, 'en');
  if (!file) return null;
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const title =
    (language === 'en' ? undefined : pageTitle(canonicalPathname, language)) ?? String(data.title);
  return pageToMarkdown(
    {
      pathname: localizePath(canonicalPathname, language).replace(/\/$/, '') || '/',
      title,
      description: String(data.description ?? ''),
      body: content,
    },
    {
      siteUrl: config.siteUrl,
      demoSource: (name) => {
        const demo = path.join(path.dirname(file), 'demos', `${name}.tsx`);
        return /^[A-Z]\w*$/.test(name) && fs.existsSync(demo)
          ? fs.readFileSync(demo, 'utf8')
          : null;
      },
      widget: (name) => widgetText(name, language),
    },
  );
}
