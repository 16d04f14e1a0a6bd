import { FEEDBACK_LIMITS as LIMITS } from '@/feedback/limits';
import { parseFeedbackSubmission } from '@/feedback/submission';
import { bearerToken, tokensMatch } from './adminAuth';
import type { DatabaseHandle } from './db/database';
import {
  insertFeedback,
  listFeedback,
  summarizeFeedback,
  type FeedbackFilters,
} from './feedbackStore';
import { HttpError, json, readJsonBody, respond, type BodySource } from './http';
import { clientKey, type RateLimiter } from './rateLimit';

/** What the handlers need from the outside world; the routes pass the real ones, tests their own. */
export interface FeedbackApiContext {
  database: () => Promise<DatabaseHandle>;
  /** Whether a canonical path is a page of the site. */
  isPage: (canonicalPathname: string) => boolean;
  limiter: RateLimiter;
  /** `FEEDBACK_ADMIN_TOKEN`; null switches the read endpoints off (404). */
  adminToken: string | null;
  now?: () => Date;
}

/** `POST /api/feedback`: 201 `{ id }` once the submission is committed. */
export function postFeedback(request: BodySource, context: FeedbackApiContext): Promise<Response> {
  return respond(async () => {
    const verdict = await context.limiter.take(clientKey(request.headers));
    if (!verdict.allowed) {
      throw new HttpError(429, 'Too many submissions; try again later.', {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
    const body = await readJsonBody(request, LIMITS.bodyMaxBytes);
    const parsed = parseFeedbackSubmission(body, context.isPage);
    if (!parsed.ok) throw new HttpError(400, parsed.error);
    const id = await insertFeedback(await context.database(), parsed.value, context.now?.());
    return json({ id }, 201);
  });
}

/** `GET /api/feedback?pathname=&from=&to=&rating=&limit=`: submissions, newest first. */
export function getFeedback(request: Request, context: FeedbackApiContext): Promise<Response> {
  return respond(async () => {
    authorize(request, context);
    const filters = parseFilters(new URL(request.url).searchParams);
    const items = await listFeedback(await context.database(), filters);
    return json({ items });
  });
}

/** `GET /api/feedback/summary`: per page, votes up and down, their ratio and the latest comments. */
export function getFeedbackSummary(
  request: Request,
  context: FeedbackApiContext,
): Promise<Response> {
  return respond(async () => {
    authorize(request, context);
    const unknown = [...new URL(request.url).searchParams.keys()];
    if (unknown.length > 0)
      throw new HttpError(400, `${JSON.stringify(unknown[0])}: unknown query parameter`);
    return json({ pages: await summarizeFeedback(await context.database()) });
  });
}

function authorize(request: Request, context: FeedbackApiContext) {
  // Without a configured token the endpoints do not exist at all.
  if (!context.adminToken) throw new HttpError(404, 'Not found');
  const given = bearerToken(request.headers);
  if (given === null || !tokensMatch(given, context.adminToken)) {
    throw new HttpError(401, 'A valid admin token is required (Authorization: Bearer <token>).', {
      'WWW-Authenticate': 'Bearer realm="feedback"',
    });
  }
}

const FILTERS = ['pathname', 'from', 'to', 'rating', 'limit'];

export function parseFilters(params: URLSearchParams): FeedbackFilters {
  for (const key of params.keys()) {
    if (!FILTERS.includes(key))
      throw new HttpError(400, `${JSON.stringify(key)}: unknown query parameter`);
  }
  const filters: FeedbackFilters = { limit: LIMITS.listDefaultLimit };
  const pathname = params.get('pathname');
  if (pathname !== null) filters.pathname = pathname;
  for (const bound of ['from', 'to'] as const) {
    const value = params.get(bound);
    if (value === null) continue;
    const time = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)
      ? Date.parse(value)
      : NaN;
    if (Number.isNaN(time))
      throw new HttpError(400, `${bound}: must be a date or date-time (ISO 8601)`);
    filters[bound] = new Date(time).toISOString();
  }
  const rating = params.get('rating');
  if (rating !== null) {
    if (rating !== '0' && rating !== '1') throw new HttpError(400, 'rating: must be 1 or 0');
    filters.rating = rating === '1' ? 1 : 0;
  }
  const limit = params.get('limit');
  if (limit !== null) {
    const value = Number(limit);
    if (!/^\d+$/.test(limit) || value < 1 || value > LIMITS.listMaxLimit) {
      throw new HttpError(400, `limit: must be a whole number from 1 to ${LIMITS.listMaxLimit}`);
    }
    filters.limit = value;
  }
  return filters;
}
