import '@/styles/global.css';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import type { Metadata } from 'next';
import { getDocsNav } from '@/app-shell';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '@/constants';
import { flattenPages } from '@/navigation';
import { NotFoundView } from '@/not-found';
import { brandThemeCss, roboto } from '@/theme';

export const metadata: Metadata = {
  title: 'Page not found - MUI X',
  description: 'The page you asked for does not exist.',
  icons: { icon: '/favicon.svg' },
};

export default function GlobalNotFound() {
  const pages = flattenPages(getDocsNav()).map(({ pathname, title }) => ({ pathname, title }));
  return (
    <html lang="en" className={roboto.variable} suppressHydrationWarning>
      <head>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_ATTRIBUTE}
          modeStorageKey={MODE_STORAGE_KEY}
          defaultMode="system"
        />
        <style dangerouslySetInnerHTML={{ __html: brandThemeCss() }} />
      </head>
      <body>
        <NotFoundView pages={pages} />
      </body>
    </html>
  );
}
