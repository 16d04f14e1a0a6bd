// Pages take the widget through its slot: importing the widget itself here would put its code in
// every page's first load (a server component's imports of client modules are the page's entries).
export { FeedbackSlot } from './FeedbackSlot';
export { FEEDBACK_LIMITS } from './limits';
