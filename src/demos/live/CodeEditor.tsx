'use client';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { Compartment, EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

/**
 * The live-demo code editor (CodeMirror 6), loaded with a dynamic import the first time a reader
 * focuses a demo's source (src/demos/live/useLiveEdit.ts), so no page loads it up front.
 *
 * Only what editing a demo needs: undo history, indentation on input and with Tab, bracket
 * matching and closing, TypeScript/JavaScript + JSX highlighting. No search panel, lint,
 * autocompletion popup or line wrapping.
 */

export interface EditorStart {
  /** Scroll offset of the highlighted block the editor replaces. */
  scrollTop: number;
  /** The character the reader clicked in that block, or null (focused from the keyboard). */
  position: number | null;
}

export interface CodeEditorProps {
  value: string;
  /** Called with the whole document after each change the reader makes (not after `value`). */
  onChange: (next: string) => void;
  language: 'TS' | 'JS';
  /** The editable element's accessible name. */
  ariaLabel: string;
  autoFocus?: boolean;
  /** Escape: the reader wants to leave the editor (Tab indents, so it cannot be used to leave). */
  onEscape: () => void;
  /** Opens the editor where the reader was in the highlighted block, which has the same layout. */
  start?: EditorStart | null;
}

/**
 * The colours of Shiki's github-light-default / github-dark-default themes (the static code
 * blocks), as CSS variables set on `.demo-editor` in src/styles/global.css for each colour scheme.
 * Later rules win where a token has several tags (a function's name is also a definition).
 */
const highlightStyle = HighlightStyle.define([
  {
    tag: [
      t.keyword,
      t.arithmeticOperator,
      t.logicOperator,
      t.bitwiseOperator,
      t.compareOperator,
      t.definitionOperator,
      t.updateOperator,
      t.function(t.punctuation),
    ],
    color: 'var(--demo-editor-keyword)',
  },
  {
    tag: [t.string, t.special(t.string), t.regexp, t.attributeValue],
    color: 'var(--demo-editor-string)',
  },
  { tag: t.comment, color: 'var(--demo-editor-comment)' },
  {
    tag: [t.number, t.bool, t.null, t.atom, t.self, t.definition(t.variableName), t.attributeName],
    color: 'var(--demo-editor-constant)',
  },
  {
    tag: [
      t.function(t.variableName),
      t.function(t.propertyName),
      t.function(t.definition(t.variableName)),
    ],
    color: 'var(--demo-editor-function)',
  },
  { tag: [t.typeName, t.className, t.namespace], color: 'var(--demo-editor-type)' },
  { tag: t.tagName, color: 'var(--demo-editor-tag)' },
  { tag: t.invalid, color: 'var(--demo-editor-invalid)' },
]);

// Compartments are keys into each editor's configuration, so one pair serves every editor.
const languageSlot = new Compartment();
const labelSlot = new Compartment();

function languageFor(language: CodeEditorProps['language']) {
  return javascript({ jsx: true, typescript: language === 'TS' });
}

function labelFor(ariaLabel: string) {
  // On the editable element itself (role textbox), which is what screen readers announce.
  return EditorView.contentAttributes.of({ 'aria-label': ariaLabel });
}

function createState(doc: string, props: RefObject<CodeEditorProps>, cursor = 0) {
  const { language, ariaLabel } = props.current;
  return EditorState.create({
    doc,
    selection: EditorSelection.cursor(Math.min(cursor, doc.length)),
    extensions: [
      history(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      indentUnit.of('  '),
      EditorState.tabSize.of(2),
      syntaxHighlighting(highlightStyle),
      languageSlot.of(languageFor(language)),
      labelSlot.of(labelFor(ariaLabel)),
      keymap.of([
        // Before the default keymap, whose Escape only simplifies the selection: here Escape
        // always leaves the editor (the parent moves focus out of it).
        {
          key: 'Escape',
          run: () => {
            props.current.onEscape();
            return true;
          },
        },
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...historyKeymap,
        // Tab indents and Shift-Tab outdents the selected lines; Escape is the way out.
        indentWithTab,
      ]),
      EditorView.updateListener.of((update) => {
        // `value` replacements go through setState, which reports no update: every change seen
        // here is the reader's.
        if (update.docChanged) props.current.onChange(update.state.doc.toString());
      }),
    ],
  });
}

export function CodeEditor(props: CodeEditorProps) {
  const { value, language, ariaLabel } = props;
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest props, for the editor's callbacks and for states created later.
  const latest = useRef(props);
  // The language and label the editor was configured with.
  const applied = useRef({ language, ariaLabel });

  useLayoutEffect(() => {
    latest.current = props;
  });

  // Created before the browser paints, so the editor replaces the highlighted block in one frame.
  useLayoutEffect(() => {
    const { value, language, ariaLabel, autoFocus, start } = latest.current;
    const editor = new EditorView({
      state: createState(value, latest, start?.position ?? 0),
      parent: container.current!,
    });
    view.current = editor;
    applied.current = { language, ariaLabel };
    if (start?.scrollTop) {
      // Once CodeMirror has measured its lines (before the next paint): scrolled earlier, it would
      // re-anchor the scroll on its estimated line heights.
      const { scrollTop } = start;
      editor.requestMeasure({
        read: () => null,
        write: (_, measured) => {
          measured.scrollDOM.scrollTop = scrollTop;
        },
      });
    }
    if (autoFocus) editor.focus();
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  // A new `value` from outside (the TypeScript edit carried over to JavaScript, or the original
  // shown in the other language) replaces the document, with a fresh undo history; the reader's
  // own changes come back equal and change nothing.
  useLayoutEffect(() => {
    const editor = view.current;
    if (!editor) return;
    if (editor.state.doc.toString() !== value) {
      const focused = editor.hasFocus;
      editor.setState(createState(value, latest));
      applied.current = { language, ariaLabel };
      if (focused) editor.focus();
    } else if (applied.current.language !== language || applied.current.ariaLabel !== ariaLabel) {
      editor.dispatch({
        effects: [
          languageSlot.reconfigure(languageFor(language)),
          labelSlot.reconfigure(labelFor(ariaLabel)),
        ],
      });
      applied.current = { language, ariaLabel };
    }
  }, [value, language, ariaLabel]);

  // Code reads left to right, also on right-to-left pages.
  return <div ref={container} className="demo-editor" dir="ltr" />;
}
