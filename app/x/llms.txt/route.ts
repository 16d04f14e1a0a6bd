import { llmsTxt } from '@/markdown-export/llms';

export const dynamic = 'force-static';

/** The MUI X guides for tools and AI assistants (the release's nav links it); `/llms.txt` has all. */
export function GET() {
  return new Response(llmsTxt('x'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
