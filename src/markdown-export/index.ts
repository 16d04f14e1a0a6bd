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

interface GuideSource {
  file: string;
  data: Record<string, unknown>;
  content: string;
}

const sources = new Map<string, GuideSource | null>();

/**
 * A page's file, frontmatter and body in a language (else English), read once per process: the
 * `.md` routes, `/llms.txt` and `/llms-full.txt` all read the same files during a build.
 */
export function readGuide(canonicalPathname: string, language: Language): GuideSource | null {
  const key = `${language}:${canonicalPathname}`;
  if (!sources.has(key)) {
    const file =
      resolveContentFile(canonicalPathname, language) ??
      resolveContentFile(canonicalPathname, 'en');
    const parsed = file ? matter(fs.readFileSync(file, 'utf8')) : null;
    sources.set(key, file && parsed ? { file, data: parsed.data, content: parsed.content } : null);
  }
  return sources.get(key)!;
}

/** A written page as Markdown (the language's text, else English), or null when there is none. */
export function loadMarkdown(canonicalPathname: string, language: Language): string | null {
  const source = readGuide(canonicalPathname, language);
  if (!source) return null;
  const { file, data, content } = source;
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
