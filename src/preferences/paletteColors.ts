import type { PaletteColors } from '@/theme/themeReducer';

/**
 * Reads the `paletteColors` cookie value (JSON with optional `primary` and `secondary` hex colours).
 * Anything malformed, oversized (over 200 characters) or with a non-hex colour reads as "no colours",
 * never an error.
 *
 * Self-contained on purpose (no imports, no outer variables): the init script inlines its source.
 */
export function parsePaletteColors(value: string | undefined | null): PaletteColors {
  const colors: PaletteColors = {};
  if (!value || value.length > 200) return colors;
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return colors;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return colors;
  const record = data as Record<string, unknown>;
  for (const key of ['primary', 'secondary'] as const) {
    const color = record[key];
    if (typeof color === 'string' && /^#[0-9a-f]{6}$/i.test(color))
      colors[key] = color.toLowerCase();
  }
  return colors;
}

export function serializePaletteColors(colors: PaletteColors): string {
  return JSON.stringify({ primary: colors.primary, secondary: colors.secondary });
}
