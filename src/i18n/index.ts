export {
  createTranslate,
  type Translate,
  type TranslationKey,
  type Translations,
} from './translate';
export { translations } from './translations';
export { getTranslate } from './server';
export { TranslationsProvider, useTranslate, useUserLanguage } from './TranslationsProvider';
export { englishPageTitle, pageTitle, pageTitleKeys } from './pageTitles';
