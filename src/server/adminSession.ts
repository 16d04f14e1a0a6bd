import { ADMIN_SESSION_COOKIE, adminTokenFromEnv, sessionValue, tokensMatch } from './adminAuth';
import { HttpError, readBodyText, requireContentType, respond } from './http';
import { clientKey, createRateLimiter, type RateLimiter } from './rateLimit';

export const DASHBOARD_PATH = '/admin/feedback/';

interface SessionOptions {
  token: string | null;
  limiter: RateLimiter;
  /** Whether the site is served over HTTPS (the cookie is then `Secure`). */
  secure: boolean;
}

// Guessing the token: ten tries a minute per client.
const signInLimiter = createRateLimiter({ limit: 10 });

/**
 * `POST /api/admin/session`, the dashboard's sign-in form (`token`) and sign-out button
 * (`action=sign-out`). Answers with a 303 back to the dashboard, setting or clearing the session
 * cookie. Same-origin form posts only.
 */
export function signInOrOut(
  request: Request,
  {
    token = adminTokenFromEnv(),
    limiter = signInLimiter,
    secure = (process.env.SITE_URL ?? '').startsWith('https:'),
  }: Partial<SessionOptions> = {},
): Promise<Response> {
  return respond(async () => {
    if (!token) throw new HttpError(404, 'Not found');
    const origin = request.headers.get('origin');
    if (
      origin !== null &&
      origin !== 'null' &&
      new URL(origin).host !== request.headers.get('host')
    ) {
      throw new HttpError(403, 'Sign in from the dashboard page of this site.');
    }
    requireContentType(request, 'application/x-www-form-urlencoded');
    const form = new URLSearchParams(await readBodyText(request, 2048));
    const cookie = (value: string, maxAge?: number) =>
      [
        `${ADMIN_SESSION_COOKIE}=${value}`,
        'Path=/admin',
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
        ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
      ].join('; ');

    if (form.get('action') === 'sign-out') return seeOther(DASHBOARD_PATH, cookie('', 0));

    const verdict = await limiter.take(clientKey(request.headers));
    if (!verdict.allowed) {
      throw new HttpError(429, 'Too many sign-in attempts; try again later.', {
        'Retry-After': String(verdict.retryAfterSeconds),
      });
    }
    const given = form.get('token') ?? '';
    if (!given || !tokensMatch(given, token)) return seeOther(`${DASHBOARD_PATH}?error=token`);
    // No Max-Age: a session cookie, gone when the browser closes.
    return seeOther(DASHBOARD_PATH, cookie(sessionValue(token)));
  });
}

function seeOther(location: string, setCookie?: string) {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  if (setCookie) headers.set('Set-Cookie', setCookie);
  return new Response(null, { status: 303, headers });
}
