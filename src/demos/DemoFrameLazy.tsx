'use client';
import { lazy } from 'react';

/**
 * The demo frame as its own chunk: only pages that show a demo load the toolbar, the preview
 * loader and the demo registry. `React.lazy` rather than `next/dynamic`: with server rendering on
 * and no loading state, `next/dynamic` is this same `lazy` in a fragment, plus a runtime (~1 kB
 * gzip) that every docs page loaded, since Turbopack puts a route's client components in one chunk.
 * Without a Suspense boundary above it, the server waits for the frame and writes it in place.
 */
export const DemoFrameLazy = lazy(() =>
  import('./DemoFrame').then((module) => ({ default: module.DemoFrame })),
);
