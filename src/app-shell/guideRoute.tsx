import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContentPaths, getPageMeta, loadPage } from '@/content';
import { pageTitle } from '@/i18n/pageTitles';
import { DocsPage } from '@/layout';
import { markdownUrl } from '@/markdown-export/toMarkdown';
import { localizePath, type Language } from '@/routing';
import { pageMetadata } from '@/seo';
import { navFor, pageWidgets } from './nav';

interface GuideParams {
  params: Promise<{ lang: string; slug: string[] }>;
}

/**
 * The three exports of a route that serves written guide pages below `prefix` (`''` for the whole
 * site, `'/material-ui'` for a folder of its own), limited to the paths `include` accepts. Each
 * documentation area has its own route group (and so its own layout and nav); the page is the same.
 */
export function guideRoute(prefix: string, include: (canonicalPathname: string) => boolean) {
  const resolve = async (params: GuideParams['params']) => {
    const { lang, slug } = await params;
    return {
      language: lang as Language,
      canonicalPathname: `${prefix}/${slug.map(decodeURIComponent).join('/')}`,
    };
  };

  function generateStaticParams({ params }: { params: { lang: string } }) {
    return getContentPaths()
      .filter((path) => path.startsWith(`${prefix}/`) && include(path))
      .map((path) => ({
        lang: params.lang,
        slug: path.slice(prefix.length).split('/').filter(Boolean),
      }));
  }

  async function generateMetadata({ params }: GuideParams): Promise<Metadata> {
    const { language, canonicalPathname } = await resolve(params);
    const meta = await getPageMeta(canonicalPathname, language);
    if (!meta) return {};
    return pageMetadata({
      canonicalPathname,
      language,
      title: localTitle(canonicalPathname, language, meta.title),
      description: meta.description,
    });
  }

  async function Page({ params }: GuideParams) {
    const { language, canonicalPathname } = await resolve(params);
    if (!include(canonicalPathname)) notFound();
    const page = await loadPage(canonicalPathname, language, pageWidgets(language));
    if (!page) notFound();
    return (
      <DocsPage
        canonicalPathname={canonicalPathname}
        language={language}
        title={localTitle(canonicalPathname, language, page.frontmatter.title)}
        description={page.frontmatter.description}
        isFallback={page.isFallback}
        toc={page.toc}
        nav={navFor(canonicalPathname, language)}
        markdownHref={markdownUrl(localizePath(canonicalPathname, language))}
      >
        {page.content}
      </DocsPage>
    );
  }

  return { generateStaticParams, generateMetadata, Page };
}

/**
 * English pages keep the title their file gives (a unit test checks it matches the title map);
 * other languages take the map's title when the page has one, even when the text is English.
 */
function localTitle(canonicalPathname: string, language: Language, fileTitle: string) {
  return language === 'en' ? fileTitle : (pageTitle(canonicalPathname, language) ?? fileTitle);
}
