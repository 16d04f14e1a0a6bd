import { z } from 'zod';
import { LANGUAGES, pathnameToLanguage } from '@/routing';
import { FEEDBACK_LIMITS as LIMITS } from './limits';

const length = (value: string) => [...value].length;
const characters = (max: number) => (value: string) => length(value) <= max;
// Control characters other than tab and line breaks have no place in plain text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A missing field says so; a present one says what it should be. */
const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : what;

const submissionSchema = z
  .strictObject({
    pathname: z
      .string({ error: expected('must be a string') })
      .refine(
        characters(LIMITS.pathnameMaxChars),
        `must be at most ${LIMITS.pathnameMaxChars} characters`,
      )
      .refine((value) => value.startsWith('/'), 'must start with "/"'),
    rating: z.union([z.literal(0), z.literal(1)], {
      error: expected('must be 1 (helpful) or 0 (not helpful)'),
    }),
    comment: z
      .string({ error: expected('must be a string') })
      .refine(
        characters(LIMITS.commentMaxChars),
        `must be at most ${LIMITS.commentMaxChars} characters`,
      )
      .refine((value) => !CONTROL.test(value), 'must not contain control characters')
      .optional(),
    sectionId: z
      .string({ error: expected('must be a string') })
      .min(1, 'must not be empty')
      .refine(
        characters(LIMITS.sectionIdMaxChars),
        `must be at most ${LIMITS.sectionIdMaxChars} characters`,
      )
      .refine((value) => !/\s/.test(value), 'must not contain spaces')
      .optional(),
    sectionTitle: z
      .string({ error: expected('must be a string') })
      .min(1, 'must not be empty')
      .refine(
        characters(LIMITS.sectionTitleMaxChars),
        `must be at most ${LIMITS.sectionTitleMaxChars} characters`,
      )
      .refine((value) => !CONTROL.test(value), 'must not contain control characters')
      .optional(),
    language: z.enum(LANGUAGES, { error: expected(`must be one of ${LANGUAGES.join(', ')}`) }),
  })
  .refine((value) => (value.sectionId === undefined) === (value.sectionTitle === undefined), {
    error: 'must come with sectionTitle (and sectionTitle with sectionId)',
    path: ['sectionId'],
  });

export type FeedbackSubmission = z.infer<typeof submissionSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Checks a decoded JSON body. The error names the field and what is wrong with it, for the 400
 * response: `rating: must be 1 (helpful) or 0 (not helpful)`.
 */
export function parseFeedbackSubmission(
  body: unknown,
  isPage: (canonicalPathname: string) => boolean,
): ParseResult<FeedbackSubmission> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'body: must be a JSON object' };
  }
  const result = submissionSchema.safeParse(body);
  if (!result.success) return { ok: false, error: describeIssue(result.error.issues[0]) };
  const value = result.data;
  const canonical = canonicalPagePath(value.pathname);
  if (!isPage(canonical)) {
    return {
      ok: false,
      error: `pathname: ${JSON.stringify(value.pathname)} is not a page of this site`,
    };
  }
  value.pathname = canonical;
  // An empty comment is no comment.
  if (value.comment !== undefined && value.comment.trim() === '') delete value.comment;
  return { ok: true, value };
}

/**
 * The page a path names, in the form pages are stored under: what `location.pathname` gives
 * (`/x/introduction/`, `/zh/x/introduction/`) and the Markdown twin (`/x/introduction.md`,
 * `/index.md`) all become `/x/introduction` (or `/`). The language is its own field.
 */
export function canonicalPagePath(pathname: string): string {
  const twin = /^(.*?)(?:\/index)?\.md$/.exec(pathname);
  return pathnameToLanguage(twin ? twin[1] || '/' : pathname).canonicalPathname;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((key) => JSON.stringify(key)).join(', ');
    return `${names}: unknown field${issue.keys.length > 1 ? 's' : ''}`;
  }
  return `${issue.path.join('.') || 'body'}: ${issue.message}`;
}
