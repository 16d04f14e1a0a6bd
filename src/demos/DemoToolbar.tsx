'use client';
import { useRef, useState, type KeyboardEvent } from 'react';
import { COPIED_FEEDBACK_MS } from '@/constants';
import { setCodeVariant, useHtmlAttribute } from '@/preferences/client';
import { CheckIcon, CopyIcon, LinkIcon } from '@/ui/icons';
import { useCopiedFlag } from '@/ui/useCopiedFlag';
import type { CodeVariant, FormPost } from './sandbox';

interface DemoToolbarProps {
  name: string;
  anchor: string;
  codeOpen: boolean;
  onToggleCode: () => void;
  onReset: () => void;
  /** Reads the source shown for a variant (from the code panel's HTML). */
  /** The source in a language (fetched on first use), or the reader's edit of it. */
  readSource: (variant: CodeVariant) => Promise<string>;
  /** Starts fetching the source: the reader is about to use the toolbar. */
  onPrefetchSource: () => void;
  dependencies: Record<string, string>;
  reactTypesVersion: string;
}

function submit({ action, fields }: FormPost) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * The demo's actions as one toolbar: arrow keys move between them (mirrored right to left),
 * Home and End jump to the ends, Tab leaves the toolbar.
 */
export function DemoToolbar({
  name,
  anchor,
  codeOpen,
  onToggleCode,
  onReset,
  readSource,
  onPrefetchSource,
  dependencies,
  reactTypesVersion,
}: DemoToolbarProps) {
  const variant = useHtmlAttribute('data-code-variant', 'TS') as CodeVariant;
  const [copied, flagCopied] = useCopiedFlag(COPIED_FEEDBACK_MS.copyComponent);
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);

  const buttons = () => [
    ...(toolbar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []),
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = buttons();
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (current === -1) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next = current;
    if (event.key === forward) next = (current + 1) % items.length;
    else if (event.key === backward) next = (current - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    setFocusIndex(next);
    items[next].focus();
  };

  // The code panel says why the source is missing, and offers to fetch it again.
  const showSourceProblem = () => {
    if (!codeOpen) onToggleCode();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await readSource(variant));
    } catch {
      showSourceProblem();
      return;
    }
    flagCopied();
  };

  const openSandbox = async (target: 'stackblitz' | 'codesandbox') => {
    let code: string;
    try {
      code = await readSource(variant);
    } catch {
      showSourceProblem();
      return;
    }
    const { buildSandboxProject, codesandboxForm, stackblitzForm } = await import('./sandbox');
    const project = buildSandboxProject({
      name,
      code,
      variant,
      dependencies,
      reactTypesVersion,
    });
    submit(target === 'stackblitz' ? stackblitzForm(project) : codesandboxForm(project));
  };

  const item = (index: number) => ({
    'data-toolbar-item': '',
    tabIndex: index === focusIndex ? 0 : -1,
    onFocus: () => setFocusIndex(index),
  });
  // Counted by the analytics click listener (src/analytics/Analytics.tsx).
  const track = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': name,
  });

  return (
    <div
      ref={toolbar}
      className="demo-toolbar"
      role="toolbar"
      aria-label={`${name} demo actions`}
      onKeyDown={onKeyDown}
      onPointerEnter={onPrefetchSource}
      onFocus={onPrefetchSource}
    >
      <button
        type="button"
        {...item(0)}
        {...track(codeOpen ? 'hide-code' : 'show-code')}
        aria-expanded={codeOpen}
        onClick={onToggleCode}
      >
        {codeOpen ? 'Hide code' : 'Show code'}
      </button>
      <span className="demo-toolbar-variants" role="group" aria-label="Code language">
        {(['TS', 'JS'] as const).map((value, offset) => (
          <button
            key={value}
            type="button"
            {...item(1 + offset)}
            data-value={value}
            aria-pressed={variant === value}
            onClick={() => setCodeVariant(value)}
          >
            {value}
          </button>
        ))}
      </span>
      <button
        type="button"
        {...item(3)}
        {...track('copy')}
        onClick={copy}
        aria-label={copied ? 'Copied' : 'Copy the source'}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
      </button>
      <a {...item(4)} href={`#${anchor}`} aria-label="Link to this demo">
        <LinkIcon />
      </a>
      <button
        type="button"
        {...item(5)}
        {...track('stackblitz')}
        onClick={() => openSandbox('stackblitz')}
      >
        StackBlitz
      </button>
      <button
        type="button"
        {...item(6)}
        {...track('codesandbox')}
        onClick={() => openSandbox('codesandbox')}
      >
        CodeSandbox
      </button>
      <button type="button" {...item(7)} {...track('reset')} onClick={onReset}>
        Reset
      </button>
    </div>
  );
}
