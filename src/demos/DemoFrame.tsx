'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHtmlAttribute } from '@/preferences/client';
import { DemoPreview } from './DemoPreview';
import { useDemoSource } from './useDemoSource';
import { DemoToolbar } from './DemoToolbar';
import { leaveEditor, useLiveEdit } from './live/useLiveEdit';
import type { CodeVariant } from './sandbox';

interface DemoFrameProps {
  demoKey: string;
  /** The page's demo registry (`page:…`), which lists this demo. */
  registry: string;
  /** `/demo-source/….json`: the highlighted TS and JS, fetched when the reader first needs them. */
  sourceUrl: string;
  name: string;
  anchor: string;
  height: number;
  dependencies: Record<string, string>;
  reactTypesVersion: string;
}

/**
 * Preview, toolbar and code panel of one demo. The code starts hidden and is fetched the first time
 * the reader opens, copies or edits it (or points at the toolbar); reset remounts the demo and
 * drops any edit. Focusing the source turns it into a code editor (loaded then, see
 * live/useLiveEdit.ts): each pause in typing compiles the edit and shows it, or shows the error
 * under the preview while the last good version stays.
 */
export function DemoFrame({
  demoKey,
  registry,
  sourceUrl,
  name,
  anchor,
  height,
  dependencies,
  reactTypesVersion,
}: DemoFrameProps) {
  const [codeOpen, setCodeOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const variant = useHtmlAttribute('data-code-variant', 'TS') as CodeVariant;
  const {
    source,
    failed: sourceFailed,
    load: loadSource,
    prefetch: prefetchSource,
  } = useDemoSource(sourceUrl);

  useEffect(() => {
    if (codeOpen) prefetchSource();
  }, [codeOpen, prefetchSource]);

  const readOriginal = useCallback(
    async (shown: CodeVariant) => (await loadSource())[shown].text,
    [loadSource],
  );
  const liveEdit = useLiveEdit({ variant, readOriginal });
  const { session } = liveEdit;

  return (
    <>
      <DemoPreview
        key={liveEdit.resetCount}
        demoKey={demoKey}
        registry={registry}
        height={height}
        override={liveEdit.live}
        onOverrideError={liveEdit.onOverrideError}
      />
      <p className="demo-edit-error" aria-live="polite" hidden={!liveEdit.error}>
        {liveEdit.error}
      </p>
      <DemoToolbar
        name={name}
        anchor={anchor}
        codeOpen={codeOpen}
        onToggleCode={() => setCodeOpen((open) => !open)}
        onReset={liveEdit.reset}
        readSource={liveEdit.readSource}
        onPrefetchSource={prefetchSource}
        dependencies={dependencies}
        reactTypesVersion={reactTypesVersion}
      />
      <div
        ref={panel}
        className="demo-code"
        hidden={!codeOpen}
        data-editing={session ? true : undefined}
        onPointerDown={liveEdit.notePointer}
        onFocus={liveEdit.startEditing}
      >
        {source ? (
          <>
            {/* Shiki's output: escaped code in spans, generated at build time from the demo file. */}
            <div
              className="code-variant"
              data-variant="TS"
              dangerouslySetInnerHTML={{ __html: source.TS.html }}
            />
            <div
              className="code-variant"
              data-variant="JS"
              dangerouslySetInnerHTML={{ __html: source.JS.html }}
            />
          </>
        ) : codeOpen ? (
          <p className="demo-code-status" role="status">
            {sourceFailed ? (
              <>
                Couldn&apos;t load the source.{' '}
                <button type="button" onClick={prefetchSource}>
                  Try again
                </button>
              </>
            ) : (
              'Loading the source…'
            )}
          </p>
        ) : null}
        {session ? (
          <session.Editor
            value={liveEdit.draftCode ?? source?.[variant].text ?? ''}
            onChange={liveEdit.edit}
            language={variant}
            ariaLabel={`Edit the ${variant === 'TS' ? 'TypeScript' : 'JavaScript'} source of the ${name} demo`}
            autoFocus={session.autoFocus}
            onEscape={() => leaveEditor(panel.current)}
            start={session.start}
          />
        ) : null}
      </div>
    </>
  );
}
