import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { TEMPLATES, templateDemoKey } from '@/templates/templates';
import { describe, expect, it } from 'vitest';
import { demoKey, listDemoFiles } from '@/demos/files';
import { compileMarkdown } from '@/markdown/compile';
import { CONTENT_ROOT, listContentPaths, resolveContentFile } from './files';
import { parseFrontmatter } from './frontmatter';

/** Tags MDX content may use: the prose components and the page widgets. */
const KNOWN_TAGS = new Set([
  'Callout',
  'PlanBadge',
  'Demo',
  'ProductPreviews',
  'VersionsTable',
  'CurrentVersion',
  'TemplateGallery',
]);

const files = listContentPaths().flatMap((pathname) =>
  (['en', 'zh'] as const)
    .map((language) => resolveContentFile(pathname, language))
    .filter(
      (file, index): file is string => file !== null && (index === 0 || file.endsWith('-zh.mdx')),
    ),
);

/**
 * Every page, checked the way the site reads it, without a Next build: frontmatter, MDX syntax,
 * registered components only, and a file for every <Demo name="…" />.
 */
describe.each(files.map((file) => [path.relative(CONTENT_ROOT, file), file]))('%s', (_, file) => {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const prose = content.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

  it('has valid frontmatter and compiles', async () => {
    parseFrontmatter(data, file);
    await expect(compileMarkdown(content, {})).resolves.toBeDefined();
  });

  it('uses only registered components', () => {
    const unknown = [...prose.matchAll(/<([A-Z]\w*)/g)]
      .map((match) => match[1])
      .filter((tag) => !KNOWN_TAGS.has(tag));
    expect(unknown).toEqual([]);
  });

  it('has a file for every demo it names', () => {
    const missing = [...prose.matchAll(/<Demo\s+name="([^"]+)"/g)]
      .map((match) => path.join(path.dirname(file), 'demos', `${match[1]}.tsx`))
      .filter((demo) => !fs.existsSync(demo));
    expect(missing).toEqual([]);
  });
});

describe('demo files', () => {
  it('are each shown by an English page (templates: full screen), so a test renders every one', () => {
    const templates = new Set(TEMPLATES.map(templateDemoKey));
    const shown = new Set(
      files
        .filter((file) => !file.endsWith('-zh.mdx'))
        .flatMap((file) =>
          [...fs.readFileSync(file, 'utf8').matchAll(/<Demo\s+name="([^"]+)"/g)].map((match) =>
            demoKey(file, match[1], CONTENT_ROOT),
          ),
        ),
    );
    const orphans = listDemoFiles(CONTENT_ROOT)
      .map((demo) => demo.key)
      .filter((key) => !shown.has(key) && !templates.has(key));
    expect(orphans).toEqual([]);
    // Every template has its file.
    const demos = new Set(listDemoFiles(CONTENT_ROOT).map((demo) => demo.key));
    expect([...templates].filter((key) => !demos.has(key))).toEqual([]);
  });
});
