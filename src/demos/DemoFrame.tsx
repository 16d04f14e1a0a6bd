'use client';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { DemoPreview } from './DemoPreview';
import { DemoToolbar } from './DemoToolbar';
import type { CodeVariant } from './sandbox';

interface DemoFrameProps {
  demoKey: string;
  name: string;
  anchor: string;
  height: number;
  dependencies: Record<string, string>;
  reactTypesVersion: string;
  /** The highlighted TS and JS sources, rendered on the server. */
  children: ReactNode;
}

/** Preview, toolbar and code panel of one demo. The code starts hidden; reset remounts the demo. */
export function DemoFrame({
  demoKey,
  name,
  anchor,
  height,
  dependencies,
  reactTypesVersion,
  children,
}: DemoFrameProps) {
  const [codeOpen, setCodeOpen] = useState(false);
  const [resetCount, setResetCount] = useState(0);
  const code = useRef<HTMLDivElement>(null);
  const readSource = useCallback(
    (variant: CodeVariant) =>
      code.current?.querySelector(`[data-variant="${variant}"] pre`)?.textContent ?? '',
    [],
  );
  return (
    <>
      <DemoPreview key={resetCount} demoKey={demoKey} height={height} />
      <DemoToolbar
        name={name}
        anchor={anchor}
        codeOpen={codeOpen}
        onToggleCode={() => setCodeOpen((open) => !open)}
        onReset={() => setResetCount((count) => count + 1)}
        readSource={readSource}
        dependencies={dependencies}
        reactTypesVersion={reactTypesVersion}
      />
      <div ref={code} className="demo-code" hidden={!codeOpen}>
        {children}
      </div>
    </>
  );
}
