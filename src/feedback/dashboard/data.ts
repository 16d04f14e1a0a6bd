import type { DatabaseHandle } from '@/server/db/database';
import { listFeedback, summarizeFeedback, votesPerDay } from '@/server/feedbackStore';
import { FEEDBACK_LIMITS } from '../limits';

/** Everything the dashboard shows, read on the server for each visit. */
export async function loadDashboardData(handle: DatabaseHandle) {
  const [pages, days, items] = await Promise.all([
    summarizeFeedback(handle),
    votesPerDay(handle),
    listFeedback(handle, { limit: FEEDBACK_LIMITS.listMaxLimit }),
  ]);
  return { pages, days, items };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboardData>>;
