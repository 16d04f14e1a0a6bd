import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMarkdownSource, renderMarkdown } from './compile';
import { CodeBlock } from './components/CodeBlock';
import { copyLabels } from './components/CopyButton';
import { createMdxComponents } from './components';

/** The text a browser shows for some markup. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ENTITIES[name]);
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&' };

const markup = (element: ReactNode) => renderToStaticMarkup(element);
const labels = copyLabels('en');

// A plain block and a TypeScript one, which becomes a TS/JS pair inside `<CodeVariants>`.
const PAGE = [
  'Some text.',
  '```bash',
  'npm install x',
  '```',
  '```ts',
  'const a: number = 1;',
  '```',
].join('\n\n');

describe('highlighted code blocks', () => {
  it('compile to one HTML string per block instead of an element per token', async () => {
    const compiled = await compileMarkdownSource(PAGE);
    expect(compiled.code.match(/"data-code-html"/g)).toHaveLength(3);
    // The tokens are inside the string, not JSX calls of their own.
    expect(compiled.code).not.toMatch(/_jsxs?\("span"/);
  });

  it('render the same highlighted markup, escaped, inside the code block with its copy button', async () => {
    const source = ['```tsx no-js', 'const a = <b>1</b> && "x";', '```'].join('\n');
    const html = markup(
      renderMarkdown(await compileMarkdownSource(source), {
        pre: (props: object) => <CodeBlock {...props} labels={labels} />,
      }),
    );
    expect(html).toMatch(
      /^<div[^>]*data-code-block[^>]*><pre class="shiki [^"]*"[^>]*tabindex="0"/,
    );
    expect(html).toContain('--shiki-light:');
    // The code reads the same as text: no `<` of the code left unescaped to become a tag.
    expect(textOf(html)).toBe('const a = <b>1</b> && "x";Copy');
    expect(html).toMatch(/<span class="line">/);
    expect(html).toContain('data-copy-button');
  });

  it('leave a block without highlighting as elements', () => {
    const html = markup(
      <CodeBlock labels={labels}>
        <code>plain</code>
      </CodeBlock>,
    );
    expect(html).toContain('<pre tabindex="0"><code>plain</code></pre>');
  });
});

describe('blocks off screen', () => {
  it('carry the size they take: code lines and table rows', async () => {
    const source = [
      ['```bash', 'npm install a', 'npm install b', '```'].join('\n'),
      ['```ts', 'const a: number = 1;', 'const b: number = 2;', 'const c: number = 3;', '```'].join(
        '\n',
      ),
      ['| a | b |', '| - | - |', '| 1 | 2 |', '| 3 | 4 |'].join('\n'),
    ].join('\n\n');
    const html = markup(
      renderMarkdown(await compileMarkdownSource(source), createMdxComponents('en')),
    );
    expect(html).toMatch(/data-code-block="[^"]*" style="--code-lines:2"/);
    expect(html).toMatch(/data-code-variants="[^"]*" style="--code-lines:3"/);
    // The header row and two rows of data.
    expect(html).toMatch(/class="table-scroll"[^>]*style="--table-rows:3"/);
  });
});

describe('in next dev, code blocks compiled before', () => {
  afterEach(() => {
    vi.doUnmock('./toJavaScript');
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('are not highlighted or converted again when the prose around them changes', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.resetModules();
    const convert = vi.fn();
    vi.doMock('./toJavaScript', async (importOriginal) => {
      const actual = await importOriginal<typeof import('./toJavaScript')>();
      convert.mockImplementation(actual.toJavaScript);
      return { toJavaScript: convert };
    });
    const { compileMarkdownSource: compile } = await import('./compile');
    const first = await compile(`Before.\n\n${PAGE}`);
    const second = await compile(`After an edit.\n\n${PAGE}`);
    expect(convert).toHaveBeenCalledTimes(1);
    // The same blocks, whole: a cached block is not emptied by the first page's compile.
    const blocksOf = (code: string) => code.slice(code.indexOf('"data-code-html"'));
    expect(blocksOf(second.code)).toBe(blocksOf(first.code));
    expect(second.code.match(/"data-code-html": "<code>/g)).toHaveLength(3);
  });
});
