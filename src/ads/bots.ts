import { isbot } from 'isbot';

/** Bots (crawlers, link previews, Lighthouse) get an empty ad slot (SPEC §4). */
export function isBotVisitor(userAgent: string | null | undefined): boolean {
  return isbot(userAgent ?? '');
}
