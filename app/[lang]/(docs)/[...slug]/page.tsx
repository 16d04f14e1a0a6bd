import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDocsNav, pageWidgets, staticPageParams } from '@/app-shell';
import { getPageMeta, loadPage } from '@/content';
import { DocsPage } from '@/layout';
import type { Language } from '@/routing';
import { pageMetadata } from '@/seo';

export const dynamicParams = false;

interface PageProps {
  params: Promise<{ lang: string; slug: string[] }>;
}

export function generateStaticParams({ params }: { params: { lang: string } }) {
  return staticPageParams(params.lang).filter((entry) => entry.slug.length > 0);
}

async function resolve(params: PageProps['params']) {
  const { lang, slug } = await params;
  return {
    language: lang as Language,
    canonicalPathname: `/${slug.map(decodeURIComponent).join('/')}`,
  };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { language, canonicalPathname } = await resolve(params);
  const meta = await getPageMeta(canonicalPathname, language);
  if (!meta) return {};
  return pageMetadata({
    canonicalPathname,
    language,
    title: meta.title,
    description: meta.description,
  });
}

export default async function Page({ params }: PageProps) {
  const { language, canonicalPathname } = await resolve(params);
  const page = await loadPage(canonicalPathname, language, pageWidgets(language));
  if (!page) notFound();
  return (
    <DocsPage
      canonicalPathname={canonicalPathname}
      language={language}
      title={page.frontmatter.title}
      description={page.frontmatter.description}
      isFallback={page.isFallback}
      toc={page.toc}
      nav={getDocsNav()}
    >
      {page.content}
    </DocsPage>
  );
}
