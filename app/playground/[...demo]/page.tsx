import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listDemoFiles } from '@/demos';
import { DemoPreview } from '@/demos/DemoPreview';

/**
 * One demo alone, outside the docs layout (SPEC §2: the playground is excluded from the page layout).
 * End-to-end tests open one demo of each product here; the guide pages walk all of them.
 */
export const dynamicParams = false;

export const metadata: Metadata = {
  title: 'Demo playground',
  robots: { index: false, follow: false },
};

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
