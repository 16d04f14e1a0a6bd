// Types for the parts of lib.mjs that TypeScript scripts (search-index.mts) import.
export const root: string;
export function prerenderedPages(): { url: string; file: string; language: 'en' | 'zh' }[];
export function playgroundPages(): { url: string; file: string }[];
