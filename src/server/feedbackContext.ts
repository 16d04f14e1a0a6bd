import { FEEDBACK_LIMITS } from '@/feedback/limits';
import { adminTokenFromEnv } from './adminAuth';
import { getDatabase } from './db/database';
import type { FeedbackApiContext } from './feedbackApi';
import { createDatabaseRateLimiter } from './databaseRateLimit';
import { createRateLimiter, rateLimitFromEnv } from './rateLimit';

// One per process, shared by the production server's fast path and Next's route handlers (two
// bundles, two copies of this module), so both count against the same rate-limit buckets.
const SHARED = Symbol.for('mui-x-docs.feedback-context');
const holder = globalThis as typeof globalThis & { [SHARED]?: FeedbackApiContext };

/**
 * The routes' context, from the environment, built on first use. The site's pages are listed once
 * into a set: the list walks the content folder, and React's `cache` does not memoise outside a
 * render, so asking per request would read the disk on every submission.
 */
export function feedbackContext(listPages: () => string[]): FeedbackApiContext {
  if (!holder[SHARED]) {
    const pages = new Set(listPages());
    holder[SHARED] = {
      database: getDatabase,
      isPage: (canonicalPathname) => pages.has(canonicalPathname),
      limiter: feedbackLimiter(
        rateLimitFromEnv(process.env.FEEDBACK_RATE_LIMIT, FEEDBACK_LIMITS.defaultRatePerMinute),
      ),
      adminToken: adminTokenFromEnv(),
    };
  }
  return holder[SHARED];
}

/**
 * With PostgreSQL (`DATABASE_URL`), which several servers may share, the limit is counted there so
 * it holds across all of them; SQLite means one server, and memory is enough (and faster).
 */
function feedbackLimiter(limit: number) {
  return process.env.DATABASE_URL
    ? createDatabaseRateLimiter({ database: getDatabase, limit, namespace: 'feedback' })
    : createRateLimiter({ limit });
}
