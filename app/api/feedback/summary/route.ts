import { getAllPagePaths } from '@/app-shell';
import { feedbackContext } from '@/server/feedbackContext';
import { getFeedbackSummary } from '@/server/feedbackApi';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return getFeedbackSummary(request, feedbackContext(getAllPagePaths));
}
