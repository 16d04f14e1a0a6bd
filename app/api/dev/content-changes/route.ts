import { CONTENT_ROOT } from '@/content/files';
import { contentChangeStream, watchContent } from '@/dev/contentChanges';

export const dynamic = 'force-dynamic';

const isDev = process.env.NODE_ENV === 'development';
const source = isDev ? watchContent(CONTENT_ROOT) : undefined;

/** `next dev` only: a stream of content files as writers save them (see src/dev/contentChanges.ts). */
export function GET(request: Request) {
  if (!source) return new Response('Not found', { status: 404 });
  return new Response(contentChangeStream(source, CONTENT_ROOT, request.signal), {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
  });
}
