import '@/styles/global.css';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '@/constants';
import { TranslationsProvider } from '@/i18n';
import { CopyShortcut } from '@/markdown';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@/routing';
import { brandThemeCss, roboto } from '@/theme';

export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.map((lang) => ({ lang }));
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
};

const themeCss = brandThemeCss();

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const language = (await params).lang as Language;
  return (
    <html
      lang={LANGUAGE_TAGS[language]}
      dir="ltr"
      className={roboto.variable}
      suppressHydrationWarning
    >
      <head>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_ATTRIBUTE}
          modeStorageKey={MODE_STORAGE_KEY}
          defaultMode="system"
        />
        <style dangerouslySetInnerHTML={{ __html: themeCss }} />
      </head>
      <body>
        <TranslationsProvider userLanguage={language}>
          {children}
          <CopyShortcut />
        </TranslationsProvider>
      </body>
    </html>
  );
}
