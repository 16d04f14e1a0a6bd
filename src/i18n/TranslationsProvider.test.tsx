import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationsProvider } from './TranslationsProvider';
import { useTranslate } from './useTranslate';
import zh from './translations-zh.json';

function Label({ name }: { name: string }) {
  const t = useTranslate();
  return <span>{t(name)}</span>;
}

const render = (language: string, dictionary?: typeof zh, key = 'settings.title') =>
  renderToStaticMarkup(
    <TranslationsProvider userLanguage={language} dictionary={dictionary}>
      <Label name={key} />
    </TranslationsProvider>,
  );

describe('TranslationsProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('speaks English from the bundled dictionary', () => {
    expect(render('en')).toBe('<span>Settings</span>');
  });

  it('speaks the language the server handed it', () => {
    expect(render('zh', zh)).toBe('<span>设置</span>');
  });

  it('falls back to English for a key the handed dictionary lacks', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { settings, ...withoutSettings } = zh;
    expect(settings.title).toBe('设置');
    expect(render('zh', withoutSettings as typeof zh, 'settings.close')).toBe(
      '<span>Close settings</span>',
    );
  });

  it('says where a translation was asked for outside the provider', () => {
    expect(() => renderToStaticMarkup(<Label name="settings.title" />)).toThrow(
      'useTranslate and useUserLanguage must be used inside a TranslationsProvider.',
    );
  });

  it('a language without its dictionary is reported, not shown in English', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(render('zh')).toBe('<span>…</span>');
    expect(error).toHaveBeenCalledWith('Missing language: zh.');
  });
});
