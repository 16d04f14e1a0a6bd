import { getContentPaths } from '@/content';
import { loadMarkdown } from '@/markdown-export';
import { isLanguage, LANGUAGES, type Language } from '@/routing';

/**
 * A guide page as Markdown. Readers ask for `/x/react-data-grid/sorting.md` (or `/zh/….md`); the
 * proxy rewrites that to `/markdown/en/x/react-data-grid/sorting`. Prerendered for every page.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.flatMap((language) =>
    getContentPaths().map((pathname) => ({
      path: [language, ...pathname.split('/').filter(Boolean)],
    })),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const [language, ...rest] = (await params).path;
  const markdown = isLanguage(language)
    ? loadMarkdown(`/${rest.join('/')}`, language as Language)
    : null;
  if (markdown === null) {
    return new Response('No such page.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(markdown, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
