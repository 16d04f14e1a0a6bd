import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createTranslate } from './translate';
import { translations } from './translations';

const all = {
  en: { greeting: 'Hello', nested: { copy: 'Copy' }, onlyEnglish: 'English only' },
  zh: { greeting: '你好', nested: { copy: '复制' } },
};

let logger: { warn: Mock<(message: string) => void>; error: Mock<(message: string) => void> };

beforeEach(() => {
  logger = { warn: vi.fn<(message: string) => void>(), error: vi.fn<(message: string) => void>() };
});

describe('createTranslate', () => {
  it('returns the string of the language, nested keys included', () => {
    const t = createTranslate(all, 'zh', logger);
    expect(t('greeting')).toBe('你好');
    expect(t('nested.copy')).toBe('复制');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('falls back to English for a key missing in a language, warning once per language and key', () => {
    const warned = new Set<string>();
    const t = createTranslate(all, 'zh', logger, warned);
    expect(t('onlyEnglish')).toBe('English only');
    expect(t('onlyEnglish')).toBe('English only');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith('Missing translation for onlyEnglish in zh.');
    // Another translate function sharing the record does not warn again.
    createTranslate(all, 'zh', logger, warned)('onlyEnglish');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('returns null for a key missing in English', () => {
    expect(createTranslate(all, 'en', logger)('nothing.here')).toBeNull();
    expect(createTranslate(all, 'zh', logger)('nothing.here')).toBeNull();
  });

  it('does not return a group of strings as if it were one', () => {
    expect(createTranslate(all, 'en', logger)('nested')).toBeNull();
  });

  it('logs an error and shows an ellipsis for an unknown language', () => {
    expect(createTranslate(all, 'fr', logger)('greeting')).toBe('…');
    expect(logger.error).toHaveBeenCalledWith('Missing language: fr.');
  });
});

describe('the translation files', () => {
  function keys(node: object, prefix = ''): string[] {
    return Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
    );
  }

  it('translate every English key into Chinese', () => {
    expect(keys(translations.zh).sort()).toEqual(keys(translations.en).sort());
  });
});
