/** The annotation a test gets when the browser stopped painting its page (see demoWalk.ts). */
export const FRAMES_STALLED = 'frames-stalled';
