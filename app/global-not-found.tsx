import '@/styles/global.css';
import type { Metadata } from 'next';
import { DocumentHead, getCoreNav, getDocsNav, Providers } from '@/app-shell';
import { SiteHeader } from '@/layout';
import { flattenPages } from '@/navigation';
import { NotFoundView } from '@/not-found';
import { roboto } from '@/theme';

export const metadata: Metadata = {
  title: 'Page not found - MUI X',
  description: 'The page you asked for does not exist.',
  icons: { icon: '/favicon.svg' },
};

export default function GlobalNotFound() {
  const pages = [...flattenPages(getDocsNav()), ...flattenPages(getCoreNav('en'))].map(
    ({ pathname, title }) => ({ pathname, title }),
  );
  return (
    <html lang="en" className={roboto.variable} suppressHydrationWarning>
      <head>
        <DocumentHead />
      </head>
      <body>
        {/* The site's header (search, language, mode) so a reader who lands here can move on. */}
        <Providers language="en">
          <SiteHeader language="en" withNav={false} />
          <NotFoundView pages={pages} />
        </Providers>
      </body>
    </html>
  );
}
