export { FeedbackWidget, FEEDBACK_ANCHOR } from './FeedbackWidget';
export { FEEDBACK_LIMITS } from './limits';
