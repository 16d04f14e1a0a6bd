import { listDemoFiles } from '@/demos';
import { findDemo, readDemoSource } from '@/demos/source';

/**
 * A demo's highlighted source, TS and JS (`/demo-source/x/react-data-grid/SortingBasic.json`),
 * fetched by the demo's code panel when the reader opens it, copies it or edits it. Prerendered for
 * every demo; any other key is a 404.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return listDemoFiles().map(({ key }) => {
    const parts = key.split('/');
    parts[parts.length - 1] += '.json';
    return { key: parts };
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/').replace(/\.json$/, '');
  const demo = findDemo(key);
  if (!demo) {
    return Response.json({ error: `No demo named ${key}.` }, { status: 404 });
  }
  return Response.json(await readDemoSource(demo.file));
}
