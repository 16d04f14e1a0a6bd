import { describe, expect, it } from 'vitest';
import { markdownRoute } from '../../proxy';
import { deepenHeadings, markdownUrl, pageToMarkdown } from './toMarkdown';

const context = {
  siteUrl: 'https://docs.example.com',
  demoSource: (name: string) =>
    name === 'SortingBasic'
      ? "import * as React from 'react';\nexport default function SortingBasic() {}\n"
      : null,
  widget: (name: string) => (name === 'CurrentVersion' ? '8.29.3' : ''),
};

const page = (body: string) =>
  pageToMarkdown(
    { pathname: '/x/react-data-grid/sorting', title: 'Sorting', description: 'Sort rows.', body },
    context,
  );

describe('pageToMarkdown', () => {
  it('starts with the title, the description and the page URL', () => {
    expect(page('Text.')).toBe(
      '# Sorting\n\nSort rows.\n\nSource: https://docs.example.com/x/react-data-grid/sorting/\n\nText.\n',
    );
  });

  it('inlines a demo as a TypeScript block named after it, and drops an unknown demo', () => {
    const out = page(
      'Before.\n\n<Demo name="SortingBasic" height="300" />\n\n<Demo name="Nope" />\n\nAfter.',
    );
    expect(out).toContain(
      '```tsx title="SortingBasic.tsx"\nimport * as React from \'react\';\nexport default function SortingBasic() {}\n```',
    );
    expect(out).not.toContain('Nope');
    expect(out).not.toContain('<Demo');
  });

  it('makes site links absolute, in Markdown links and href attributes, and keeps others', () => {
    const out = page(
      'See [filtering](/x/react-data-grid/filtering/#quick-filter), [npm](https://www.npmjs.com/) and <a href="/versions/">versions</a>.',
    );
    expect(out).toContain(
      '[filtering](https://docs.example.com/x/react-data-grid/filtering/#quick-filter)',
    );
    expect(out).toContain('[npm](https://www.npmjs.com/)');
    expect(out).toContain('href="https://docs.example.com/versions/"');
  });

  it('turns callouts into labelled blockquotes and plan badges into text', () => {
    const out = page(
      '## Multi-sorting <PlanBadge plan="pro" />\n\n<Callout type="warning">\n\nSort on the server.\nAlways.\n\n</Callout>',
    );
    expect(out).toContain('## Multi-sorting (Pro)');
    expect(out).toContain('> **Warning:** Sort on the server.\n> Always.');
    expect(out).not.toContain('Callout');
  });

  it('never rewrites code: tags and links inside fences stay as written', () => {
    const code = '```tsx\n<Demo name="SortingBasic" />\n[a](/x/)\n<PlanBadge plan="pro" />\n```';
    expect(page(code)).toContain(code);
  });

  it('keeps a demo source whole: its JSX and links are code, not widgets or site links', () => {
    const source =
      'export default function Demo() {\n  return (\n    <DataGrid\n      rows={rows}\n    />\n  );\n}\nconst a = <a href="/x/">x</a>;\n';
    const out = pageToMarkdown(
      { pathname: '/a', title: 'A', description: '', body: '<Demo name="X" />' },
      { ...context, demoSource: () => source },
    );
    expect(out).toContain(`\`\`\`tsx title="X.tsx"\n${source.trimEnd()}\n\`\`\``);
  });

  it('replaces widgets by their text form', () => {
    expect(page('Version <CurrentVersion />.')).toContain('Version 8.29.3.');
    expect(page('Intro.\n\n<ProductPreviews />\n\nEnd.')).toBe(page('Intro.\n\nEnd.'));
  });

  it('uses a fence longer than any backtick run in a demo', () => {
    const out = pageToMarkdown(
      { pathname: '/a', title: 'A', description: '', body: '<Demo name="X" />' },
      { ...context, demoSource: () => 'const s = `a ``` b`;' },
    );
    expect(out).toContain('````tsx title="X.tsx"\nconst s = `a ``` b`;\n````');
  });
});

describe('deepenHeadings', () => {
  it('moves headings one level down, outside code only', () => {
    expect(deepenHeadings('# A\n\n## B\n\n```bash\n# comment\n```\n')).toBe(
      '## A\n\n### B\n\n```bash\n# comment\n```\n',
    );
  });
});

describe('Markdown URLs', () => {
  it('appends .md to the page URL without its slash, index.md for the home page', () => {
    expect(markdownUrl('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownUrl('/zh/x/')).toBe('/zh/x.md');
    expect(markdownUrl('/')).toBe('/index.md');
  });

  it('are routed to the markdown route of their language', () => {
    expect(markdownRoute('/x/react-data-grid/sorting.md')).toBe(
      '/markdown/en/x/react-data-grid/sorting',
    );
    expect(markdownRoute('/zh/x/react-data-grid/sorting.md')).toBe(
      '/markdown/zh/x/react-data-grid/sorting',
    );
    expect(markdownRoute('/en/x.md')).toBe('/markdown/en/x');
    expect(markdownRoute('/index.md')).toBe('/markdown/en');
    expect(markdownRoute('/zh/index.md')).toBe('/markdown/zh');
    expect(markdownRoute('/x/react-data-grid/sorting/')).toBeNull();
  });
});
