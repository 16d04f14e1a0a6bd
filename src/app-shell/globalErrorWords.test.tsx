import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { translations } from '@/i18n/translations';
import GlobalError from '../../app/global-error';
import { GLOBAL_ERROR_WORDS, globalErrorLanguage } from './globalErrorWords';

describe('the page shown when the site’s frame fails', () => {
  it('has its words in every language the site has', () => {
    expect(Object.keys(GLOBAL_ERROR_WORDS).sort()).toEqual(Object.keys(translations).sort());
    for (const words of Object.values(GLOBAL_ERROR_WORDS)) {
      for (const text of Object.values(words)) expect(text.trim()).not.toBe('');
    }
  });

  it('speaks the language of the path, and English for any other', () => {
    expect(globalErrorLanguage('/zh/x/introduction/')).toBe('zh');
    expect(globalErrorLanguage('/x/react-data-grid/')).toBe('en');
    expect(globalErrorLanguage('/')).toBe('en');
    expect(globalErrorLanguage('/fr/x/introduction/')).toBe('en');
    expect(globalErrorLanguage('/en/x/')).toBe('en');
  });

  it('renders its own document with a way to try again and a way home', () => {
    const retry = vi.fn();
    const html = renderToString(<GlobalError error={new Error('boom')} retry={retry} />);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<h1>${GLOBAL_ERROR_WORDS.en.title}</h1>`);
    expect(html).toContain(`>${GLOBAL_ERROR_WORDS.en.retry}</button>`);
    expect(html).toContain('<a href="/">');
    // Nothing of the error reaches the reader.
    expect(html).not.toContain('boom');
  });
});
