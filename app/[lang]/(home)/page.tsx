import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageWidgets } from '@/app-shell';
import { getPageMeta, loadPage } from '@/content';
import { HomePage, SiteHeader } from '@/layout';
import type { Language } from '@/routing';
import { pageMetadata } from '@/seo';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const language = (await params).lang as Language;
  const meta = await getPageMeta('/', language);
  if (!meta) return {};
  return pageMetadata({
    canonicalPathname: '/',
    language,
    title: meta.title,
    description: meta.description,
  });
}

export default async function Home({ params }: PageProps) {
  const language = (await params).lang as Language;
  const page = await loadPage('/', language, pageWidgets(language));
  if (!page) notFound();
  return (
    <>
      <SiteHeader language={language} withNav={false} />
      <HomePage
        title={page.frontmatter.title}
        description={page.frontmatter.description}
        language={language}
      >
        {page.content}
      </HomePage>
    </>
  );
}
