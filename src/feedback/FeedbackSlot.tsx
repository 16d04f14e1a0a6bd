'use client';
import { lateIsland } from '@/ui/late-island/LateIsland';
import type { FeedbackWidget } from './FeedbackWidget';
// The widget's styles come with the page: its server markup shows styled before its code arrives.
import './FeedbackWidget.module.css';

/**
 * The feedback widget, hydrated late: its code is fetched as it nears the viewport or the reader
 * reaches for it (a heading's "feedback on this section" link included), not with the page.
 */
export const FeedbackSlot = lateIsland<Parameters<typeof FeedbackWidget>[0]>({
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports
        (require('./FeedbackWidget') as typeof import('./FeedbackWidget')).FeedbackWidget
      : undefined,
  load: () => import('./FeedbackWidget').then((module) => module.FeedbackWidget),
  near: '600px 0px',
  replayClicksOn: 'a[data-feedback-section]',
});
