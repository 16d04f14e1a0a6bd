/** Code variant of demos and code samples (SPEC §3): TypeScript by default. */
export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

/** Styling solution of demos (SPEC §3): MUI System by default. */
export const CODE_STYLINGS = ['system', 'tailwind', 'css'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';
export const CODE_STYLING_LABELS: Record<CodeStyling, string> = {
  system: 'MUI System',
  tailwind: 'Tailwind',
  css: 'CSS',
};

export function parseCodeVariant(value: unknown): CodeVariant | null {
  return value === 'TS' || value === 'JS' ? value : null;
}

export function parseCodeStyling(value: unknown): CodeStyling | null {
  return (CODE_STYLINGS as readonly unknown[]).includes(value) ? (value as CodeStyling) : null;
}

/**
 * `#SortingBasic.js` asks for the JavaScript source of a demo, `#SortingBasic.tsx` for TypeScript.
 * Self-contained on purpose: the init script inlines its source.
 */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  const match = /^#[\w-]+\.(js|jsx|ts|tsx)$/.exec(hash);
  if (!match) return null;
  return match[1].startsWith('j') ? 'JS' : 'TS';
}
