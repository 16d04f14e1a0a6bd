import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from './clientAddress';
import { postFeedback, type FeedbackApiContext } from './feedbackApi';
import { json } from './http';
import { sendWebResponse, toWebRequest } from './nodeHttp';

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
  /** The site's origin, for the request URL the handler sees. */
  origin: string;
  /** Headers every response of the site carries (security headers from next.config). */
  headers: Record<string, string>;
}) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    let webResponse: Response;
    try {
      // The production server has put the client's address on the request (clientAddress.ts).
      const address = request.headers[CLIENT_ADDRESS_HEADER];
      const overrides: Record<string, string> =
        typeof address === 'string' ? { [CLIENT_ADDRESS_HEADER]: address } : {};
      webResponse = await postFeedback(
        toWebRequest(request, options.origin, overrides),
        options.context(),
      );
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
