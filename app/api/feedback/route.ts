import { getAllPagePaths } from '@/app-shell';
import { feedbackContext } from '@/server/feedbackContext';
import { getFeedback, postFeedback } from '@/server/feedbackApi';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return postFeedback(request, feedbackContext(getAllPagePaths));
}

export function GET(request: Request) {
  return getFeedback(request, feedbackContext(getAllPagePaths));
}
