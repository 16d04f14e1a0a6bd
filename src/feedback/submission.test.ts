import { describe, expect, it } from 'vitest';
import { canonicalPagePath, parseFeedbackSubmission } from './submission';

const pages = new Set(['/', '/x/introduction', '/x/react-data-grid/sorting']);
const isPage = (path: string) => pages.has(path);
const valid = { pathname: '/x/introduction', rating: 1, language: 'en' };

const errorOf = (body: unknown) => {
  const result = parseFeedbackSubmission(body, isPage);
  return result.ok ? null : result.error;
};

describe('parseFeedbackSubmission', () => {
  it('accepts a vote, with or without comment and section', () => {
    expect(parseFeedbackSubmission(valid, isPage)).toEqual({ ok: true, value: valid });
    const full = {
      ...valid,
      rating: 0,
      comment: 'The example misses the import.\nLine two.',
      sectionId: 'controlled-sorting',
      sectionTitle: 'Controlled sorting',
      language: 'zh',
    };
    expect(parseFeedbackSubmission(full, isPage)).toEqual({ ok: true, value: full });
  });

  it('drops a blank comment', () => {
    expect(parseFeedbackSubmission({ ...valid, comment: '  \n ' }, isPage)).toEqual({
      ok: true,
      value: valid,
    });
  });

  it('names the field that is wrong', () => {
    expect(errorOf({ ...valid, rating: 2 })).toBe('rating: must be 1 (helpful) or 0 (not helpful)');
    expect(errorOf({ ...valid, rating: '1' })).toBe(
      'rating: must be 1 (helpful) or 0 (not helpful)',
    );
    expect(errorOf({ rating: 1, language: 'en' })).toBe('pathname: is required');
    expect(errorOf({ pathname: '/x/introduction', language: 'en' })).toBe('rating: is required');
    expect(errorOf({ ...valid, language: 'fr' })).toBe('language: must be one of en, zh');
    expect(errorOf({ ...valid, pathname: 'x/introduction' })).toBe('pathname: must start with "/"');
    expect(errorOf({ ...valid, pathname: '/x/nope' })).toBe(
      'pathname: "/x/nope" is not a page of this site',
    );
    expect(errorOf({ ...valid, comment: 42 })).toBe('comment: must be a string');
    expect(errorOf({ ...valid, comment: 'bell\u0007' })).toBe(
      'comment: must not contain control characters',
    );
  });

  it('refuses unknown fields', () => {
    expect(errorOf({ ...valid, admin: true })).toBe('"admin": unknown field');
    expect(errorOf({ ...valid, a: 1, b: 2 })).toBe('"a", "b": unknown fields');
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'text', 3])
      expect(errorOf(body)).toBe('body: must be a JSON object');
  });

  it('limits the comment to 5,000 characters, counting characters rather than UTF-16 units', () => {
    expect(errorOf({ ...valid, comment: 'a'.repeat(5000) })).toBeNull();
    expect(errorOf({ ...valid, comment: '😀'.repeat(5000) })).toBeNull();
    expect(errorOf({ ...valid, comment: 'a'.repeat(5001) })).toBe(
      'comment: must be at most 5000 characters',
    );
  });

  it('wants a section id and title together', () => {
    expect(errorOf({ ...valid, sectionId: 'sorting' })).toBe(
      'sectionId: must come with sectionTitle (and sectionTitle with sectionId)',
    );
    expect(errorOf({ ...valid, sectionId: 'has space', sectionTitle: 'T' })).toBe(
      'sectionId: must not contain spaces',
    );
  });
});

describe('a page path in any of its forms', () => {
  it.each([
    ['/x/introduction', '/x/introduction'],
    ['/x/introduction/', '/x/introduction'],
    ['/zh/x/introduction/', '/x/introduction'],
    ['/en/x/introduction', '/x/introduction'],
    ['/x/introduction.md', '/x/introduction'],
    ['/zh/x/introduction.md', '/x/introduction'],
    ['/index.md', '/'],
    ['/zh/', '/'],
    ['/', '/'],
  ])('%s is stored as %s', (given, stored) => {
    expect(canonicalPagePath(given)).toBe(stored);
    expect(parseFeedbackSubmission({ ...valid, pathname: given }, isPage)).toEqual({
      ok: true,
      value: { ...valid, pathname: stored },
    });
  });

  it.each(['/x/nope/', '/zh/x/nope.md', '/fr/x/introduction/', '/x/introduction/extra'])(
    '%s is still refused',
    (given) => {
      expect(errorOf({ ...valid, pathname: given })).toBe(
        `pathname: ${JSON.stringify(given)} is not a page of this site`,
      );
    },
  );
});
