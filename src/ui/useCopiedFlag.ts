'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The "Copied" state of a copy button: `flag()` turns it on for `durationMs`, restarting the
 * countdown on each copy; the timer is cleared when the button unmounts.
 */
export function useCopiedFlag(durationMs: number) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flag = useCallback(() => {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), durationMs);
  }, [durationMs]);
  return [copied, flag] as const;
}
