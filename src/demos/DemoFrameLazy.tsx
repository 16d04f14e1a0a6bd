'use client';
import { lazy, type ComponentProps } from 'react';
import type { DemoFrame } from './DemoFrame';

const Frame = lazy(() => import('./DemoFrame').then((module) => ({ default: module.DemoFrame })));

/**
 * The demo frame as its own chunk: only pages that show a demo load the toolbar, the preview
 * loader and the demo registry. `React.lazy` rather than `next/dynamic`: with server rendering on
 * and no loading state, `next/dynamic` is this same `lazy` in a component, plus a runtime (~1 kB
 * gzip) that every docs page loaded, since Turbopack puts a route's client components in one chunk.
 * Without a Suspense boundary above it, the server waits for the frame and writes it in place.
 *
 * A component around the lazy one, not the lazy object itself: server components render this
 * export through the RSC payload, whose client reference React resolves lazily already, and a lazy
 * that resolves to another lazy is an invalid element type (React error #306).
 */
export function DemoFrameLazy(props: ComponentProps<typeof DemoFrame>) {
  return <Frame {...props} />;
}
