import fs from 'node:fs/promises';
import path from 'node:path';
import { getHighlighter, CODE_THEMES } from '@/markdown/highlighter';
import { toJavaScript } from '@/markdown/toJavaScript';
import { DemoFrameLazy as DemoFrame } from './DemoFrameLazy';
import { demoKey } from './files';
import { demoDependencies } from './sandbox';
import { siteVersions } from './versions';

interface DemoProps {
  /** The demo file's name, without `.tsx`, in the page's `demos/` folder. */
  name: string;
  /** The demo's height in px (a string in MDX); its placeholder reserves exactly this. */
  height?: string;
  /** The MDX file of the page (set by the content loader). */
  pageFile: string;
}

async function highlight(code: string, language: 'tsx' | 'jsx') {
  const highlighter = await getHighlighter();
  return highlighter
    .codeToHtml(code, { lang: language, themes: CODE_THEMES, defaultColor: false })
    .replace('<pre ', '<pre tabindex="0" ');
}

/**
 * `<Demo name="…" height="…" />` in MDX: the live preview (loaded when it nears the viewport), its
 * toolbar, and the source in TypeScript and in JavaScript generated from it at build time.
 */
export async function Demo({ name, height = '300', pageFile }: DemoProps) {
  const file = path.join(path.dirname(pageFile), 'demos', `${name}.tsx`);
  const typescript = (await fs.readFile(file, 'utf8')).trim();
  const javascript = (await toJavaScript(typescript, 'tsx')) ?? typescript;
  const [tsHtml, jsHtml] = await Promise.all([
    highlight(typescript, 'tsx'),
    highlight(javascript, 'jsx'),
  ]);
  const versions = siteVersions();
  const anchor = `demo-${name}`;
  const pixels = Number.parseInt(height, 10);
  if (!Number.isFinite(pixels) || pixels <= 0)
    throw new Error(`<Demo name="${name}" height="${height}" />: height must be a number of px.`);
  return (
    <section id={anchor} className="demo" aria-label={`${name} demo`}>
      <DemoFrame
        demoKey={demoKey(pageFile, name)}
        name={name}
        anchor={anchor}
        height={pixels}
        dependencies={demoDependencies(typescript, versions)}
        reactTypesVersion={versions['@types/react']}
      >
        {/* Shiki's output: escaped code in spans, generated at build time from the demo file. */}
        <div
          className="code-variant"
          data-variant="TS"
          dangerouslySetInnerHTML={{ __html: tsHtml }}
        />
        <div
          className="code-variant"
          data-variant="JS"
          dangerouslySetInnerHTML={{ __html: jsHtml }}
        />
      </DemoFrame>
    </section>
  );
}
