export {
  createTranslate,
  type Translate,
  type TranslationKey,
  type Translations,
} from './translate';
export { translations } from './translations';
export { getTranslate } from './server';
export { TranslationsProvider, useUserLanguage } from './TranslationsProvider';
export { useTranslate } from './useTranslate';
export { englishPageTitle, pageTitle, pageTitleKeys } from './pageTitles';
