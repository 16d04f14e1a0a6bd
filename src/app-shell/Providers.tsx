import type { ReactNode } from 'react';
import { DocsConfigProvider } from '@/docs-config';
import { TranslationsProvider } from '@/i18n/TranslationsProvider';
import { translations } from '@/i18n/translations';
import type { Language } from '@/routing';
import { DocsThemeProvider } from '@/theme/DocsThemeProvider';
import { getVersions } from '@/versions';

/** The client contexts every page has: language, site config and the reader's theme choices. */
export function Providers({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <TranslationsProvider
      userLanguage={language}
      dictionary={language === 'en' ? undefined : translations[language]}
    >
      <DocsConfigProvider value={{ versions: getVersions() }}>
        <DocsThemeProvider>{children}</DocsThemeProvider>
      </DocsConfigProvider>
    </TranslationsProvider>
  );
}
