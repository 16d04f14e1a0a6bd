import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listDemoFiles } from '@/demos';
import { DemoPreview } from '@/demos/DemoPreview';

/**
 * One demo alone, outside the docs layout (SPEC §2: the playground is excluded from the page layout).
 * End-to-end tests load every demo here.
 */
export const dynamicParams = false;

export const metadata: Metadata = {
  title: 'Demo playground',
  robots: { index: false, follow: false },
};

/**
 * Built in every language of the `[lang]` layout, although `/zh/playground/…` redirects to the one
 * language-neutral URL (see proxy.ts): returning no params for `zh` made Next 16 drop the English
 * pages too. Moving the playground out of `[lang]` (a root layout of its own) would save building
 * the Chinese copies.
 */
export function generateStaticParams() {
  return listDemoFiles().map((demo) => ({ demo: demo.key.split('/') }));
}

export default async function Playground({ params }: { params: Promise<{ demo: string[] }> }) {
  const key = (await params).demo.join('/');
  if (!listDemoFiles().some((demo) => demo.key === key)) notFound();
  return (
    <main id="main-content" style={{ padding: 16 }}>
      <h1 className="visually-hidden">{key}</h1>
      <DemoPreview demoKey={key} eager />
    </main>
  );
}
