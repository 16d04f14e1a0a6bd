import { analyticsBootstrapScript } from '@/analytics/bootstrap';
import { readerSignScript } from '@/demos/readerSign';
import { initPreferencesScript, THEME_COLORS } from '@/preferences';
import { brandThemeCss } from '@/theme';

const themeCss = brandThemeCss();
const initScript = initPreferencesScript();
const analyticsScript = analyticsBootstrapScript();
const readerScript = readerSignScript();

/**
 * What every document needs in `<head>` before the first paint: the global `gtag` with the
 * reader's consent (before any other script can send an event), the script that applies the
 * reader's stored choices to `<html>`, the theme colour it updates, the theme's CSS variables, and
 * the listener that hears the reader's first input before any bundle runs (for the demos waiting
 * on it).
 */
export function DocumentHead() {
  return (
    <>
      <meta name="theme-color" content={THEME_COLORS.light} />
      <script dangerouslySetInnerHTML={{ __html: analyticsScript }} />
      <script dangerouslySetInnerHTML={{ __html: initScript }} />
      <script dangerouslySetInnerHTML={{ __html: readerScript }} />
      <style dangerouslySetInnerHTML={{ __html: themeCss }} />
    </>
  );
}
