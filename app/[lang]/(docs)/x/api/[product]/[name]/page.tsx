import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { apiPageToc, ApiPageView, apiPagePaths, apiSymbolPath, loadApiPage } from '@/api-reference';
import { getDocsNav, siteHasPage } from '@/app-shell';
import { findPagesMentioning } from '@/content';
import { DocsPage } from '@/layout';
import { LANGUAGES, localizePath, type Language } from '@/routing';
import { pageMetadata } from '@/seo';
import { getCurrentVersion } from '@/versions';

export const dynamicParams = false;

interface PageProps {
  params: Promise<{ lang: string; product: string; name: string }>;
}

export function generateStaticParams({ params }: { params: { lang: string } }) {
  return apiPagePaths()
    .map((path) => path.split('/'))
    .filter((parts) => parts.length === 5)
    .map(([, , , product, name]) => ({ lang: params.lang, product, name }));
}

async function resolve(params: PageProps['params']) {
  const { lang, product, name } = await params;
  const page = loadApiPage(product, name);
  return { language: lang as Language, page, canonicalPathname: `/x/api/${product}/${name}` };
}

function lead(name: string, kind: 'component' | 'type') {
  return kind === 'component'
    ? `API reference of the ${name} component: props, slots and CSS classes, read from the installed package.`
    : `API reference of ${name}: every property with its type and description, read from the installed package.`;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { language, page, canonicalPathname } = await resolve(params);
  if (!page) return {};
  return pageMetadata({
    canonicalPathname,
    language,
    title: `${page.name} API`,
    description: lead(page.name, page.kind),
  });
}

export default async function ApiPage({ params }: PageProps) {
  const { language, page, canonicalPathname } = await resolve(params);
  if (!page || !LANGUAGES.includes(language)) notFound();
  const guides = (await findPagesMentioning(page.exportName ?? page.name)).filter(
    (guide) => !guide.pathname.startsWith('/x/api/'),
  );
  return (
    <DocsPage
      canonicalPathname={canonicalPathname}
      language={language}
      title={`${page.name} API`}
      description={lead(page.name, page.kind)}
      isFallback={false}
      toc={apiPageToc(page, language)}
      nav={getDocsNav()}
    >
      <ApiPageView
        page={page}
        pathname={localizePath(canonicalPathname, language)}
        language={language}
        version={getCurrentVersion()}
        links={{ language, symbolPath: apiSymbolPath, exists: siteHasPage }}
        guides={guides}
      />
    </DocsPage>
  );
}
