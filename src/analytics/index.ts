export { sendEvent, type AnalyticsEvent } from './events';
