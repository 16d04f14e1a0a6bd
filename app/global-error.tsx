'use client';
import { useSyncExternalStore } from 'react';
import { GLOBAL_ERROR_WORDS, globalErrorLanguage } from '@/app-shell/globalErrorWords';

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box; }
main { max-width: 28rem; }
h1 { font-size: 1.5rem; margin: 0 0 12px; }
p { margin: 0 0 20px; line-height: 1.5; }
button, a { font: inherit; font-size: 0.9375rem; border-radius: 8px; padding: 6px 14px; margin-inline-end: 8px; }
button { cursor: pointer; border: 1px solid currentColor; background: transparent; color: inherit; }
`;

const noChange = () => () => {};

/**
 * What a reader sees when the site's frame itself (the root layout) fails: its own document,
 * plain, in the page's language, with a way to try again and a way home. It replaces Next's
 * default, whose inline styles and icon (~2 kB gzip) every page loaded for this rare case.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  // The path is the browser's: the server's render is English, the browser's the page's language.
  const language = useSyncExternalStore(
    noChange,
    () => globalErrorLanguage(location.pathname),
    () => 'en' as const,
  );
  const words = GLOBAL_ERROR_WORDS[language];
  return (
    <html lang={language}>
      <head>
        <title>{words.title}</title>
        <style>{STYLE}</style>
      </head>
      <body>
        <main>
          <h1>{words.title}</h1>
          <p>{words.text}</p>
          <button type="button" onClick={() => retry()}>
            {words.retry}
          </button>
          <a href={language === 'en' ? '/' : `/${language}/`}>{words.home}</a>
        </main>
      </body>
    </html>
  );
}
