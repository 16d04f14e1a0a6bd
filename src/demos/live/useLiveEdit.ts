'use client';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { setCodeVariant } from '@/preferences/client';
import type { CodeVariant } from '../sandbox';
import type { CodeEditorProps, EditorStart } from './CodeEditor';
import { importSpecifiers } from './imports';

/** A component built from the reader's edit; `version` tells successive edits apart. */
export interface LiveDemo {
  component: ComponentType;
  version: number;
}

/** The editor, once its code has arrived, and how to open it. */
export interface EditorSession {
  Editor: ComponentType<CodeEditorProps>;
  start: EditorStart;
  /** Whether focus is still in the code panel (the reader has not moved on meanwhile). */
  autoFocus: boolean;
}

/** How long typing must pause before an edit is compiled. */
const EDIT_DEBOUNCE_MS = 300;

/**
 * The live-editing code (sucrase and the module scope: every package a demo imports), fetched on a
 * reader's first edit. Browser only: the `typeof window` test keeps it out of the server build.
 */
const loadCompiler = () =>
  typeof window === 'undefined' ? Promise.reject(new Error('Browser only.')) : import('./compile');
/** The code editor (CodeMirror), fetched when a reader first focuses a demo's source. */
const loadEditor = () =>
  typeof window === 'undefined'
    ? Promise.reject(new Error('Browser only.'))
    : import('./CodeEditor');

function message(problem: unknown) {
  return problem instanceof Error ? problem.message : String(problem);
}

/**
 * Escape in the editor: focus goes to the toolbar's "Hide code" button just above it, so a
 * keyboard user is never trapped by an editor where Tab indents. Tab from that button comes back
 * into the editor (the toolbar is one tab stop). The edit stays open.
 */
export function leaveEditor(panel: HTMLElement | null) {
  let sibling = panel?.previousElementSibling;
  while (sibling && !sibling.classList.contains('demo-toolbar')) {
    sibling = sibling.previousElementSibling;
  }
  sibling?.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
}

/**
 * The offset in `block`'s text (the source, as the highlighted block shows it) of the character
 * at a point of the viewport, or null.
 */
function offsetAt(block: Element, x: number, y: number): number | null {
  let node: Node | undefined;
  let offset = 0;
  if (document.caretPositionFromPoint) {
    const caret = document.caretPositionFromPoint(x, y);
    node = caret?.offsetNode;
    offset = caret?.offset ?? 0;
  } else {
    const range = document.caretRangeFromPoint?.(x, y);
    node = range?.startContainer;
    offset = range?.startOffset ?? 0;
  }
  if (!node || !block.contains(node)) return null;
  const before = document.createRange();
  before.setStart(block, 0);
  before.setEnd(node, offset);
  return before.toString().length;
}

interface LiveEditOptions {
  /** The language shown. */
  variant: CodeVariant;
  /** The original source in a language (fetched on first use). */
  readOriginal: (variant: CodeVariant) => Promise<string>;
}

/**
 * The editing state of one demo. Focusing the highlighted source fetches the editor, which then
 * takes the block's place; the prebuilt demo keeps running until the code changes, then each
 * pause in typing compiles the edit and shows it, or shows the error while the last good version
 * stays. `reset` drops the edit and remounts the prebuilt demo (`resetCount` keys it).
 */
export function useLiveEdit({ variant, readOriginal }: LiveEditOptions) {
  const [resetCount, setResetCount] = useState(0);
  const [session, setSession] = useState<EditorSession | null>(null);
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
  // The editor's code is on its way (a number, so a reset can make a late arrival stale).
  const editorRequest = useRef(0);
  const starting = useRef(false);
  const pointer = useRef<{ block: Element; position: number | null } | null>(null);

  useEffect(() => () => clearTimeout(compileTimer.current), []);

  function show(next: LiveDemo) {
    previous.current = shown.current;
    shown.current = next;
    setLive(next);
  }

  const compile = useCallback(
    (source: string, shownVariant: CodeVariant) => {
      clearTimeout(compileTimer.current);
      compileTimer.current = setTimeout(async () => {
        const run = ++compileRun.current;
        try {
          const { compileDemo } = await loadCompiler();
          // The scope: what the original demo imports (in either language, they are the same).
          const allowed = importSpecifiers(await readOriginal('TS'));
          const component = await compileDemo(source, shownVariant, allowed);
          if (run !== compileRun.current) return;
          show({ component, version: ++versions.current });
          setError(null);
        } catch (problem) {
          if (run !== compileRun.current) return;
          setError(message(problem));
        }
      }, EDIT_DEBOUNCE_MS);
    },
    [readOriginal],
  );

  function reset() {
    clearTimeout(compileTimer.current);
    compileRun.current += 1;
    editorRequest.current += 1;
    starting.current = false;
    previous.current = null;
    shown.current = null;
    setDraft(null);
    setLive(null);
    setError(null);
    setSession(null);
    setResetCount((count) => count + 1);
  }

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

  /** The code panel's pointerdown: the character clicked, for the editor's first cursor. */
  function notePointer(event: PointerEvent<HTMLElement>) {
    const block = (event.target as Element).closest('pre');
    pointer.current = block && { block, position: offsetAt(block, event.clientX, event.clientY) };
  }

  /** The code panel's focus: focusing a highlighted block opens the editor in its place. */
  function startEditing(event: FocusEvent<HTMLElement>) {
    const block = event.target;
    if (session || starting.current || block.tagName !== 'PRE') return;
    const panel = event.currentTarget;
    const clicked = pointer.current?.block === block ? pointer.current.position : null;
    const start: EditorStart = { scrollTop: block.scrollTop, position: clicked };
    pointer.current = null;
    starting.current = true;
    const request = ++editorRequest.current;
    loadEditor().then(
      ({ CodeEditor }) => {
        if (request !== editorRequest.current) return;
        starting.current = false;
        setError(null);
        setSession({
          Editor: CodeEditor,
          start,
          autoFocus: panel.contains(document.activeElement),
        });
      },
      () => {
        if (request !== editorRequest.current) return;
        starting.current = false;
        setError(
          'The code editor could not be loaded. Check your connection, then focus the code again.',
        );
      },
    );
  }

  /** Each change in the editor: kept as the draft and compiled once typing pauses. */
  function edit(next: string) {
    setDraft({ variant, code: next });
    compile(next, variant);
  }

  /** The edited demo threw while rendering: show why, and go back to the version before it. */
  function onOverrideError(problem: unknown) {
    setError(message(problem));
    const back = previous.current;
    previous.current = null;
    shown.current = back;
    setLive(back);
  }

  // What copy and "open in…" use: the edit when there is one in the language shown.
  const readSource = useCallback(
    async (shownVariant: CodeVariant) =>
      draft && draft.variant === shownVariant ? draft.code : readOriginal(shownVariant),
    [draft, readOriginal],
  );

  return {
    resetCount,
    reset,
    live,
    error,
    onOverrideError,
    session,
    notePointer,
    startEditing,
    edit,
    /** The reader's code in the language shown, or null (the original). */
    draftCode: draft && draft.variant === variant ? draft.code : null,
    readSource,
  };
}
