import '@/styles/global.css';
import type { Metadata, Viewport } from 'next';
import type { ComponentType, ReactNode } from 'react';
import { Analytics } from '@/analytics/Analytics';
import { DocumentHead, Providers } from '@/app-shell';
import { getTranslate } from '@/i18n';
import { CodeBlockActions } from '@/markdown';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@/routing';
import { ServiceWorker } from '@/service-worker/ServiceWorker';
import { roboto } from '@/theme';

export const dynamicParams = false;

/**
 * Dev only. The bundler drops the branch, and the component with it, from production builds. A
 * `require`, not `await import()`: next dev compiles a server-side `import()` lazily, and one
 * restart had it come back from the dev cache "not activated", every page answering 500.
 */
const ContentRefresh: ComponentType | null =
  process.env.NODE_ENV === 'development'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@/dev/ContentRefresh') as typeof import('@/dev/ContentRefresh')).ContentRefresh
    : null;

export function generateStaticParams() {
  return LANGUAGES.map((lang) => ({ lang }));
}

export const metadata: Metadata = { icons: { icon: '/favicon.svg' } };

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
};

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const language = (await params).lang as Language;
  const t = getTranslate(language);
  // The init script sets dir, the colour scheme and the code variant before the first paint;
  // suppressHydrationWarning lets React accept those attributes on <html>.
  return (
    <html
      lang={LANGUAGE_TAGS[language]}
      dir="ltr"
      className={roboto.variable}
      suppressHydrationWarning
    >
      <head>
        <DocumentHead />
      </head>
      <body>
        <Providers language={language}>
          {children}
          <CodeBlockActions />
          <Analytics
            language={language}
            consentLabels={{
              title: t('consent.title') ?? '',
              text: t('consent.text') ?? '',
              essentialOnly: t('consent.essentialOnly') ?? '',
              allow: t('consent.allow') ?? '',
            }}
          />
          <ServiceWorker />
          {ContentRefresh && <ContentRefresh />}
        </Providers>
      </body>
    </html>
  );
}
