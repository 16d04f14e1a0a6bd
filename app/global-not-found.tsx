import '@/styles/global.css';
import type { Metadata } from 'next';
import { DocumentHead, getCoreNav, getDocsNav } from '@/app-shell';
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
        <NotFoundView pages={pages} />
      </body>
    </html>
  );
}
