'use client';
import dynamic from 'next/dynamic';

/**
 * The demo frame as its own chunk: only pages that show a demo load the toolbar, the preview
 * loader and the demo registry.
 */
export const DemoFrameLazy = dynamic(() =>
  import('./DemoFrame').then((module) => module.DemoFrame),
);
