/** The annotation a test gets when the browser stopped painting its page (see demoWalk.ts). */
export const FRAMES_STALLED = 'frames-stalled';

/** The annotation recording how long one phase of a test took: `"<phase name> <milliseconds>"`. */
export const PHASE = 'phase';
