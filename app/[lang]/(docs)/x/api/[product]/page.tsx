import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiIndex, apiPagePaths, getApiProduct, loadApiProduct } from '@/api-reference';
import { getDocsNav } from '@/app-shell';
import { DocsPage } from '@/layout';
import { localizePath, type Language } from '@/routing';
import { pageMetadata } from '@/seo';

export const dynamicParams = false;

interface PageProps {
  params: Promise<{ lang: string; product: string }>;
}

export function generateStaticParams({ params }: { params: { lang: string } }) {
  return apiPagePaths()
    .map((path) => path.split('/'))
    .filter((parts) => parts.length === 4)
    .map(([, , , product]) => ({ lang: params.lang, product }));
}

function describe(title: string) {
  return `Every component and type of the MUI X ${title}, with props, slots and CSS classes read from the installed packages.`;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { lang, product } = await params;
  const info = getApiProduct(product);
  if (!info) return {};
  return pageMetadata({
    canonicalPathname: `/x/api/${product}`,
    language: lang as Language,
    title: `${info.title} API`,
    description: describe(info.title),
  });
}

export default async function ApiIndexPage({ params }: PageProps) {
  const { lang, product } = await params;
  const language = lang as Language;
  const info = getApiProduct(product);
  if (!info) notFound();
  const entries = loadApiProduct(product)
    .pages.map((page) => ({
      name: page.name,
      href: localizePath(`/x/api/${product}/${page.slug}`, language),
      kind: page.kind,
      plan: page.plan,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <DocsPage
      canonicalPathname={`/x/api/${product}`}
      language={language}
      title={`${info.title} API`}
      description={describe(info.title)}
      isFallback={false}
      toc={[]}
      nav={getDocsNav()}
    >
      <ApiIndex entries={entries} />
    </DocsPage>
  );
}
