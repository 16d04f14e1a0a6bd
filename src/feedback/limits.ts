/** Limits of a feedback submission; the endpoint enforces them, the widget mirrors them. */
export const FEEDBACK_LIMITS = {
  commentMaxChars: 5000,
  sectionIdMaxChars: 200,
  sectionTitleMaxChars: 300,
  pathnameMaxChars: 300,
  /** A request body above this is refused (413) before it is read whole. */
  bodyMaxBytes: 16 * 1024,
  /** Submissions per client per minute, unless `FEEDBACK_RATE_LIMIT` says otherwise. */
  defaultRatePerMinute: 20,
  /** `GET /api/feedback` returns at most this many rows. */
  listMaxLimit: 5000,
  listDefaultLimit: 500,
} as const;
