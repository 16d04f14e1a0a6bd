import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  ApiSectionView,
  apiSectionPaths,
  apiSymbolPath,
  isFoldedSection,
  loadApiPage,
} from '@/api-reference';
import { apiSectionTitle } from '@/api-reference/components/apiTables';
import { getDocsNav, siteHasPage } from '@/app-shell';
import { DocsPage } from '@/layout';
import { LANGUAGES, type Language } from '@/routing';
import { pageMetadata } from '@/seo';

export const dynamicParams = false;

interface PageProps {
  params: Promise<{ lang: string; product: string; name: string; section: string }>;
}

export function generateStaticParams({ params }: { params: { lang: string } }) {
  return apiSectionPaths().map((path) => {
    const [, , , product, name, section] = path.split('/');
    return { lang: params.lang, product, name, section };
  });
}

async function resolve(params: PageProps['params']) {
  const { lang, product, name, section } = await params;
  const page = loadApiPage(product, name);
  const language = lang as Language;
  if (!page || !isFoldedSection(section, page) || !LANGUAGES.includes(language)) notFound();
  const title = `${page.name} API: ${apiSectionTitle(page, section, language)}`;
  const rows = section === 'slots' ? page.slots.length : page.classes.length;
  return {
    page,
    section,
    language,
    title,
    description: `The ${rows} ${section === 'slots' ? 'slots' : 'CSS classes'} of ${page.name}, read from the installed package.`,
    pagePathname: `/x/api/${product}/${name}`,
  };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { language, title, description, pagePathname, section } = await resolve(params);
  return pageMetadata({
    canonicalPathname: `${pagePathname}/${section}`,
    language,
    title,
    description,
  });
}

export default async function ApiSectionPage({ params }: PageProps) {
  const { page, section, language, title, description, pagePathname } = await resolve(params);
  return (
    <DocsPage
      canonicalPathname={`${pagePathname}/${section}`}
      language={language}
      title={title}
      description={description}
      isFallback={false}
      toc={[]}
      nav={getDocsNav()}
    >
      <ApiSectionView
        page={page}
        section={section}
        pagePathname={pagePathname}
        language={language}
        links={{ language, symbolPath: apiSymbolPath, exists: siteHasPage }}
      />
    </DocsPage>
  );
}
