'use client';
import { useCallback, useRef, useState } from 'react';
import type { CodeVariant } from './sandbox';

/** One language of a demo's source: the highlighted HTML, and the code as text. */
interface SourceVariant {
  html: string;
  text: string;
}

export type DemoSource = Record<CodeVariant, SourceVariant>;

/** The code of Shiki's HTML (a `<pre>` of escaped spans, written by our build). */
function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

async function fetchSource(url: string): Promise<DemoSource> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const json = (await response.json()) as Partial<Record<CodeVariant, unknown>>;
  if (typeof json.TS !== 'string' || typeof json.JS !== 'string')
    throw new Error(`${url} is not a demo source`);
  return {
    TS: { html: json.TS, text: textOf(json.TS) },
    JS: { html: json.JS, text: textOf(json.JS) },
  };
}

/**
 * A demo's highlighted source (`/demo-source/….json`, see ./source.ts), fetched on first need:
 * `load` resolves to it (one request, however many callers; a failed one is tried again on the
 * next call), `prefetch` starts it and ignores a failure, which `failed` then reports.
 */
export function useDemoSource(url: string) {
  const [source, setSource] = useState<DemoSource | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useRef<Promise<DemoSource> | null>(null);

  const load = useCallback(() => {
    request.current ??= fetchSource(url).then(
      (loaded) => {
        setSource(loaded);
        setFailed(false);
        return loaded;
      },
      (error: unknown) => {
        request.current = null;
        setFailed(true);
        throw error;
      },
    );
    return request.current;
  }, [url]);
  const prefetch = useCallback(() => {
    load().catch(() => {});
  }, [load]);

  return { source, failed, load, prefetch };
}
