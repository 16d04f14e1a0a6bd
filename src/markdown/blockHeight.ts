import { Children, isValidElement, type ReactNode } from 'react';
import { codeLines } from './components/CodeBlock';
import { CODE_HTML_PROP } from './rehypeCodeHtml';

/**
 * Pixels per character of prose, per line of code and per block (paragraph, heading, list item,
 * table row) on a phone, fitted by least squares to the measured heights of 59 runs of prose on
 * eight guides at 412 px (estimate / real: 0.92 at p10, 1.03 at p50, 1.15 at p90).
 */
const PHONE = { char: 0.572, codeLine: 26.5, block: 29.6 };

/** A demo's frame around its preview (toolbar and margins), and its preview's default height. */
const DEMO_FRAME_PX = 60;
const DEMO_HEIGHT_PX = 300;

/**
 * The height a top-level block of a guide takes on a phone, estimated from its React elements
 * (MDX passes children as props): where a block starts decides whether it is in the first screen.
 * An island (a demo, a widget) is as tall as its `height` prop says, or a demo's default.
 */
export function phoneHeight(block: ReactNode, { island = false } = {}): number {
  if (island) {
    const height = isValidElement<{ height?: string }>(block) ? block.props.height : undefined;
    return (Number.parseInt(height ?? '', 10) || DEMO_HEIGHT_PX) + DEMO_FRAME_PX;
  }
  const counts = { chars: 0, lines: 0, blocks: 1 };
  measure(block, counts);
  return counts.chars * PHONE.char + counts.lines * PHONE.codeLine + counts.blocks * PHONE.block;
}

function measure(node: ReactNode, counts: { chars: number; lines: number; blocks: number }) {
  for (const child of Children.toArray(node)) {
    if (typeof child === 'string' || typeof child === 'number') {
      counts.chars += String(child).trim().length;
      continue;
    }
    if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(child)) continue;
    const html = child.props[CODE_HTML_PROP];
    if (typeof html === 'string') {
      counts.lines += codeLines(html);
      continue;
    }
    // The JavaScript twin of a sample is hidden while its TypeScript shows.
    if (child.props.variant === 'JS') continue;
    if (child.type === 'li' || child.type === 'tr') counts.blocks += 1;
    measure(child.props.children, counts);
  }
}
