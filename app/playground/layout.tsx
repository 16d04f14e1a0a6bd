import '@/styles/global.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { DocumentHead, Providers } from '@/app-shell';
import { roboto } from '@/theme';

/**
 * The playground's own root layout (SPEC §2: it is excluded from the page layout). A demo alone
 * has no text to translate, so it lives outside `[lang]`: one URL and one prerendered page per
 * demo, where the `[lang]` layout built every demo twice (931 Chinese copies, only ever
 * redirected). It keeps what a demo needs from the site's layout: the stored colour mode,
 * direction and styling, applied before the first paint, and the theme.
 */
export const metadata: Metadata = { icons: { icon: '/favicon.svg' } };

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
};

export default function PlaygroundLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" className={roboto.variable} suppressHydrationWarning>
      <head>
        <DocumentHead />
      </head>
      <body>
        <Providers language="en">{children}</Providers>
      </body>
    </html>
  );
}
