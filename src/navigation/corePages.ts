import { englishPageTitle } from '@/i18n/pageTitles';
import type { NavPage } from './types';

/**
 * The navigation of the second documentation area: Material UI (`/material-ui/…`) and MUI System
 * (`/system/…`). Titles come from the English page-title map (src/i18n/pages.json), which has a
 * Chinese twin, so a title is written once per language; a path missing from the map throws here.
 */
function title(pathname: string): string {
  const found = englishPageTitle(pathname);
  if (!found) throw new Error(`No title for ${pathname} in src/i18n/pages.json`);
  return found;
}

const page = (pathname: string): NavPage => ({ pathname, title: title(pathname) });

const group = (pathname: string, children: NavPage[]): NavPage => ({
  pathname,
  title: title(pathname),
  children,
});

const subheader = (pathname: string, children: NavPage[]): NavPage => ({
  ...group(pathname, children),
  subheader: title(pathname),
});

const components = (names: string[]) => names.map((name) => page(`/material-ui/${name}`));

export const corePages: readonly NavPage[] = [
  group('/material-ui/getting-started-group', [
    page('/material-ui/getting-started'),
    ...[
      'installation',
      'usage',
      'example-projects',
      'templates',
      'learn',
      'faq',
      'supported-components',
      'supported-platforms',
      'support',
    ].map((name) => page(`/material-ui/getting-started/${name}`)),
  ]),
  group('/material-ui/components', [
    subheader(
      '/material-ui/components/inputs',
      components([
        'react-autocomplete',
        'react-button',
        'react-button-group',
        'react-checkbox',
        'react-floating-action-button',
        'react-radio-button',
        'react-rating',
        'react-select',
        'react-slider',
        'react-switch',
        'react-text-field',
        'react-transfer-list',
        'react-toggle-button',
      ]),
    ),
    subheader(
      '/material-ui/components/data-display',
      components([
        'react-avatar',
        'react-badge',
        'react-chip',
        'react-divider',
        'icons',
        'react-list',
        'react-table',
        'react-tooltip',
        'react-typography',
      ]),
    ),
    subheader(
      '/material-ui/components/feedback',
      components([
        'react-alert',
        'react-backdrop',
        'react-dialog',
        'react-progress',
        'react-skeleton',
        'react-snackbar',
      ]),
    ),
    subheader(
      '/material-ui/components/surfaces',
      components(['react-accordion', 'react-app-bar', 'react-card', 'react-paper']),
    ),
    subheader(
      '/material-ui/components/navigation',
      components([
        'react-bottom-navigation',
        'react-breadcrumbs',
        'react-drawer',
        'react-link',
        'react-menu',
        'react-pagination',
        'react-speed-dial',
        'react-stepper',
        'react-tabs',
      ]),
    ),
    subheader(
      '/material-ui/components/layout',
      components(['react-box', 'react-container', 'react-grid', 'react-stack', 'react-image-list']),
    ),
    subheader(
      '/material-ui/components/utils',
      components([
        'react-click-away-listener',
        'react-css-baseline',
        'react-modal',
        'react-no-ssr',
        'react-popover',
        'react-popper',
        'react-portal',
        'react-textarea-autosize',
        'react-transitions',
        'react-use-media-query',
      ]),
    ),
  ]),
  group(
    '/material-ui/customization-group',
    [
      'how-to-customize',
      'dark-mode',
      'color',
      'theming',
      'palette',
      'typography',
      'spacing',
      'breakpoints',
      'density',
      'z-index',
      'transitions',
      'theme-components',
    ].map((name) => page(`/material-ui/customization/${name}`)),
  ),
  group(
    '/material-ui/guides-group',
    [
      'composition',
      'responsive-ui',
      'minimizing-bundle-size',
      'server-rendering',
      'typescript',
      'localization',
      'right-to-left',
      'content-security-policy',
      'testing',
    ].map((name) => page(`/material-ui/guides/${name}`)),
  ),
  group('/system-group', [
    page('/system/getting-started'),
    page('/system/getting-started/the-sx-prop'),
    page('/system/getting-started/custom-components'),
    page('/system/styled'),
    page('/system/properties'),
    subheader(
      '/system/style-utilities',
      [
        'borders',
        'display',
        'flexbox',
        'grid',
        'palette',
        'positions',
        'shadows',
        'sizing',
        'spacing',
        'typography',
      ].map((name) => page(`/system/${name}`)),
    ),
    subheader('/system/styling-engine', [page('/system/css-in-js'), page('/system/styles')]),
  ]),
  group('/material-ui/discover-more-group', [
    ...['vision', 'roadmap', 'changelog', 'related-projects'].map((name) =>
      page(`/material-ui/discover-more/${name}`),
    ),
    page('/versions'),
  ]),
];
