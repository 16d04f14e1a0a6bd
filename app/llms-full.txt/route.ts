import { llmsFullTxt } from '@/markdown-export/llms';

export const dynamic = 'force-static';

/** Every guide of every product as Markdown, in navigation order. */
export function GET() {
  return new Response(llmsFullTxt(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
