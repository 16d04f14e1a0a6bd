export { brandTheme, brandThemeCss, SITE_CSS_VAR_PREFIX } from './brandTheme';
export { roboto } from './fonts';
