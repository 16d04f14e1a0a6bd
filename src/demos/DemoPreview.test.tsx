// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoPreview } from './DemoPreview';

const loaders = vi.hoisted(() => new Map<string, () => Promise<{ default: () => ReactNode }>>());

vi.mock('./registry', () => ({
  findDemoLoader: async (key: string) => loaders.get(key),
}));
vi.mock('./DemoTheme', () => ({
  DemoTheme: ({ children }: { children: ReactNode }) => children,
}));

function Fine() {
  return <p>a working demo</p>;
}
function Broken(): ReactNode {
  throw new Error('broken demo');
}

beforeEach(() => {
  loaders.clear();
  loaders.set('x/fine', async () => ({ default: Fine }));
  loaders.set('x/broken', async () => ({ default: Broken }));
  loaders.set('x/unreachable', () => Promise.reject(new Error('offline')));
});

afterEach(cleanup);

const preview = (container: HTMLElement) => container.querySelector('.demo-preview')!;

describe('DemoPreview says how a demo ended', () => {
  it('marks a rendered demo data-loaded', async () => {
    const { container } = render(<DemoPreview demoKey="x/fine" height={100} eager />);
    await screen.findByText('a working demo');
    expect(preview(container).hasAttribute('data-loaded')).toBe(true);
    expect(preview(container).hasAttribute('data-failed')).toBe(false);
  });

  it('marks a demo that throws data-failed, with its message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<DemoPreview demoKey="x/broken" height={100} eager />);
    await screen.findByRole('alert');
    await waitFor(() => expect(preview(container).hasAttribute('data-failed')).toBe(true));
    expect(preview(container).hasAttribute('data-loaded')).toBe(false);
    vi.mocked(console.error).mockRestore();
  });

  it('marks a demo whose code cannot load data-failed', async () => {
    const { container } = render(<DemoPreview demoKey="x/unreachable" height={100} eager />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This demo could not be loaded. Check your connection and reload the page.',
    );
    expect(preview(container).hasAttribute('data-failed')).toBe(true);
  });
});
