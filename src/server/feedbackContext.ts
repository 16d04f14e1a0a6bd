import { FEEDBACK_LIMITS } from '@/feedback/limits';
import { adminTokenFromEnv } from './adminAuth';
import { getDatabase } from './db/database';
import type { FeedbackApiContext } from './feedbackApi';
import { createRateLimiter, rateLimitFromEnv } from './rateLimit';

let context: FeedbackApiContext | undefined;

/** The routes' context, from the environment, built on first use. */
export function feedbackContext(
  isPage: (canonicalPathname: string) => boolean,
): FeedbackApiContext {
  context ??= {
    database: getDatabase,
    isPage,
    limiter: createRateLimiter({
      limit: rateLimitFromEnv(
        process.env.FEEDBACK_RATE_LIMIT,
        FEEDBACK_LIMITS.defaultRatePerMinute,
      ),
    }),
    adminToken: adminTokenFromEnv(),
  };
  return context;
}
