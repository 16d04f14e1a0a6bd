import { llmsTxt } from '@/markdown-export/llms';

export const dynamic = 'force-static';

/** The site's guides for tools and AI assistants, one line each (llms.txt convention). */
export function GET() {
  return new Response(llmsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
