import type { IncomingMessage, ServerResponse } from 'node:http';
import { postFeedback, type FeedbackApiContext } from './feedbackApi';
import { json } from './http';
import { nodeBodySource, sendWebResponse } from './nodeHttp';

/**
 * `POST /api/feedback` answered by the production server itself, before Next's request pipeline:
 * the same handler as the route (app/api/feedback/route.ts), without the routing, rendering and
 * header machinery every Next response goes through, which alone caps this machine at ~1,100
 * requests/s. Reads (GET, the summary) stay with Next.
 */
export function isFeedbackSubmission(method: string | undefined, url: string | undefined) {
  if (method !== 'POST' || !url) return false;
  const pathname = url.split('?', 1)[0];
  return pathname === '/api/feedback' || pathname === '/api/feedback/';
}

export function createFeedbackHandler(options: {
  context: () => FeedbackApiContext;
  /** Headers every response of the site carries (security headers from next.config). */
  headers: Record<string, string>;
}) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    let webResponse: Response;
    try {
      // The production server has put the client's address on the request (clientAddress.ts).
      webResponse = await postFeedback(nodeBodySource(request), options.context());
    } catch (error) {
      // postFeedback answers its own errors; this is a failure of the adapter around it.
      console.error('Feedback fast path error:', error);
      webResponse = json(
        { error: 'Something went wrong on our side. Please try again later.' },
        500,
      );
    }
    await sendWebResponse(request, response, webResponse, options.headers);
  };
}
