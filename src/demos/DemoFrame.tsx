'use client';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
} from 'react';
import { setCodeVariant, useHtmlAttribute } from '@/preferences/client';
import { DemoPreview } from './DemoPreview';
import { useDemoSource } from './useDemoSource';
import { DemoToolbar } from './DemoToolbar';
import { importSpecifiers } from './live/imports';
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

/** A component built from the reader's edit; `version` tells successive edits apart. */
interface LiveDemo {
  component: ComponentType;
  version: number;
}

/** How long typing must pause before an edit is compiled. */
const EDIT_DEBOUNCE_MS = 300;

/** The live-editing code (sucrase and the module scope), fetched on a reader's first edit. */
const loadCompiler = () => import('./live/compile');

/**
 * Preview, toolbar and code panel of one demo. The code starts hidden and is fetched the first time
 * the reader opens, copies or edits it (or points at the toolbar); reset remounts the demo and
 * drops any edit. Focusing the source turns it into an editor: the prebuilt demo keeps running
 * until the code changes, then each pause in typing compiles the edit and shows it, or shows the
 * error under the preview while the last good version stays.
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
  const [resetCount, setResetCount] = useState(0);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<{ variant: CodeVariant; code: string } | null>(null);
  // The edited version on show (null: the prebuilt demo), and the one before it, which comes back
  // when the new one throws while rendering.
  const [live, setLive] = useState<LiveDemo | null>(null);
  const shown = useRef<LiveDemo | null>(null);
  const previous = useRef<LiveDemo | null>(null);
  const versions = useRef(0);
  const [error, setError] = useState<string | null>(null);
  const compileTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const compileRun = useRef(0);
  const editor = useRef<HTMLTextAreaElement>(null);
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
  // What copy and "open in…" use: the edit when there is one in the language shown.
  const readSource = useCallback(
    async (shown: CodeVariant) =>
      draft && draft.variant === shown ? draft.code : readOriginal(shown),
    [draft, readOriginal],
  );

  useEffect(() => () => clearTimeout(compileTimer.current), []);

  const compile = useCallback(
    (source: string, shown: CodeVariant) => {
      clearTimeout(compileTimer.current);
      compileTimer.current = setTimeout(async () => {
        const run = ++compileRun.current;
        try {
          const { compileDemo } = await loadCompiler();
          // The scope: what the original demo imports (in either language, they are the same).
          const allowed = importSpecifiers(await readOriginal('TS'));
          const component = await compileDemo(source, shown, allowed);
          if (run !== compileRun.current) return;
          show({ component, version: ++versions.current });
          setError(null);
        } catch (problem) {
          if (run !== compileRun.current) return;
          setError(problem instanceof Error ? problem.message : String(problem));
        }
      }, EDIT_DEBOUNCE_MS);
    },
    [readOriginal],
  );

  // The reader switched TypeScript/JavaScript while an edit is open: carry it over when it can
  // be converted (JavaScript is valid TypeScript; TypeScript loses its types), else ask.
  useEffect(() => {
    if (!draft || draft.variant === variant) return;
    let cancelled = false;
    void (async () => {
      let converted: string | null = draft.code;
      if (draft.variant === 'TS') {
        const { typeScriptToJavaScript } = await loadCompiler();
        converted = typeScriptToJavaScript(draft.code);
      }
      if (cancelled) return;
      if (converted !== null) {
        setDraft({ variant, code: converted });
        compile(converted, variant);
      } else if (
        window.confirm(
          'Your edit does not parse, so it cannot be shown in JavaScript. Discard it and show the original JavaScript?',
        )
      ) {
        reset();
      } else {
        setCodeVariant(draft.variant);
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the shown language changes
  }, [variant]);

  function show(next: LiveDemo) {
    previous.current = shown.current;
    shown.current = next;
    setLive(next);
  }

  function reset() {
    clearTimeout(compileTimer.current);
    compileRun.current += 1;
    previous.current = null;
    shown.current = null;
    setDraft(null);
    setLive(null);
    setError(null);
    setEditing(false);
    setResetCount((count) => count + 1);
  }

  function startEditing(event: FocusEvent<HTMLDivElement>) {
    if (editing || event.target.tagName !== 'PRE') return;
    setEditing(true);
  }

  useEffect(() => {
    if (editing) editor.current?.focus();
  }, [editing]);

  const shownCode = draft && draft.variant === variant ? draft.code : null;
  const originalCode = source?.[variant].text ?? '';

  return (
    <>
      <DemoPreview
        key={resetCount}
        demoKey={demoKey}
        registry={registry}
        height={height}
        override={live}
        onOverrideError={(problem) => {
          setError(problem instanceof Error ? problem.message : String(problem));
          // Back to the version shown before this one (or the prebuilt demo).
          const back = previous.current;
          previous.current = null;
          shown.current = back;
          setLive(back);
        }}
      />
      <p className="demo-edit-error" aria-live="polite" hidden={!error}>
        {error}
      </p>
      <DemoToolbar
        name={name}
        anchor={anchor}
        codeOpen={codeOpen}
        onToggleCode={() => setCodeOpen((open) => !open)}
        onReset={reset}
        readSource={readSource}
        onPrefetchSource={prefetchSource}
        dependencies={dependencies}
        reactTypesVersion={reactTypesVersion}
      />
      <div
        className="demo-code"
        hidden={!codeOpen}
        data-editing={editing || undefined}
        onFocus={startEditing}
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
        {editing ? (
          <textarea
            ref={editor}
            className="demo-editor"
            aria-label={`Edit the ${variant === 'TS' ? 'TypeScript' : 'JavaScript'} source of the ${name} demo`}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            wrap="off"
            rows={(shownCode ?? originalCode).split('\n').length}
            value={shownCode ?? originalCode}
            onChange={(event) => {
              const next = event.target.value;
              setDraft({ variant, code: next });
              compile(next, variant);
            }}
          />
        ) : null}
      </div>
    </>
  );
}
