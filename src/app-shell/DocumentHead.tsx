import { analyticsBootstrapScript } from '@/analytics/bootstrap';
import { initPreferencesScript, THEME_COLORS } from '@/preferences';
import { brandThemeCss } from '@/theme';

const themeCss = brandThemeCss();
const initScript = initPreferencesScript();
const analyticsScript = analyticsBootstrapScript();

/**
 * What every document needs in `<head>` before the first paint: the global `gtag` with the
 * reader's consent (before any other script can send an event), the script that applies the
 * reader's stored choices to `<html>`, the theme colour it updates, and the theme's CSS variables.
 */
export function DocumentHead() {
  return (
    <>
      <meta name="theme-color" content={THEME_COLORS.light} />
      <script dangerouslySetInnerHTML={{ __html: analyticsScript }} />
      <script dangerouslySetInnerHTML={{ __html: initScript }} />
      <style dangerouslySetInnerHTML={{ __html: themeCss }} />
    </>
  );
}
