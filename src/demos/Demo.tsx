import fs from 'node:fs/promises';
import path from 'node:path';
import { DemoFrameLazy as DemoFrame } from './DemoFrameLazy';
import { demoKey, pageRegistry } from './files';
import { demoDependencies } from './sandbox';
import { demoSourceUrl } from './source';
import { siteVersions } from './versions';

interface DemoProps {
  /** The demo file's name, without `.tsx`, in the page's `demos/` folder. */
  name: string;
  /** The demo's height in px (a string in MDX); its placeholder reserves exactly this. */
  height?: string;
  /** The MDX file of the page (set by the content loader). */
  pageFile: string;
}

/**
 * `<Demo name="…" height="…" />` in MDX: the live preview (loaded when it nears the viewport) and
 * its toolbar. The highlighted source, TypeScript and the JavaScript generated from it, is fetched
 * from `/demo-source/…` when the reader opens, copies or edits it (see ./source.ts for why).
 */
export async function Demo({ name, height = '300', pageFile }: DemoProps) {
  const file = path.join(path.dirname(pageFile), 'demos', `${name}.tsx`);
  const typescript = await fs.readFile(file, 'utf8');
  const versions = siteVersions();
  const key = demoKey(pageFile, name);
  const anchor = `demo-${name}`;
  const pixels = Number.parseInt(height, 10);
  if (!Number.isFinite(pixels) || pixels <= 0)
    throw new Error(`<Demo name="${name}" height="${height}" />: height must be a number of px.`);
  return (
    <section id={anchor} className="demo" aria-label={`${name} demo`}>
      <DemoFrame
        demoKey={key}
        registry={pageRegistry(pageFile)}
        sourceUrl={demoSourceUrl(key)}
        name={name}
        anchor={anchor}
        height={pixels}
        dependencies={demoDependencies(typescript, versions)}
        reactTypesVersion={versions['@types/react']}
      />
    </section>
  );
}
