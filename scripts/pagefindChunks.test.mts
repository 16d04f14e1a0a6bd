import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunkFor,
  chunkRanges,
  compareWords,
  planChunks,
  rechunkIndex,
  type IndexWord,
} from './pagefindChunks.mts';
import { decodeCbor, encodeCbor, readPagefindFile } from './pagefindFiles.mts';

describe('the CBOR of Pagefind’s files', () => {
  it('encodes in the shortest form and decodes back', () => {
    expect(encodeCbor(23)).toEqual(Buffer.from([0x17]));
    expect(encodeCbor(24)).toEqual(Buffer.from([0x18, 24]));
    expect(encodeCbor(256)).toEqual(Buffer.from([0x19, 1, 0]));
    expect(encodeCbor(70000)).toEqual(Buffer.from([0x1a, 0, 1, 0x11, 0x70]));
    expect(encodeCbor(-25)).toEqual(Buffer.from([0x38, 24]));
    const value = [
      '1.6.0',
      [
        [
          'sort',
          [
            [3, [-25, 7, 300]],
            [12, [70000]],
          ],
          [],
        ],
      ],
      new Map([['k', true]]),
      null,
      '固定',
    ];
    expect(decodeCbor(encodeCbor(value))).toEqual(value);
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => decodeCbor(Buffer.from([0x82, 0x01]))).toThrow(/ends in the middle/);
    expect(() => decodeCbor(Buffer.from([0x01, 0x02]))).toThrow(/1 bytes after/);
    expect(() => decodeCbor(Buffer.from([0x9f]))).toThrow(/Unsupported CBOR length/);
    expect(() => encodeCbor(1.5)).toThrow(/Cannot encode 1.5/);
  });
});

/** Words of the given weights, in Pagefind's order. */
const indexWords = (entries: Record<string, number>): IndexWord[] =>
  Object.entries(entries)
    .map(([word, locations]) => ({ word, locations }))
    .sort((a, b) => compareWords(a.word, b.word));

/** Each chunk's words, from the plan. */
const split = (words: IndexWord[], starts: number[]) =>
  starts.map((start, index) => words.slice(start, starts[index + 1]).map(({ word }) => word));

describe('where the chunks end', () => {
  it('closes a chunk once it holds the target, at the next place a boundary may fall', () => {
    const words = indexWords({ apple: 4, banana: 4, cherry: 4, damson: 4, elder: 4 });
    expect(split(words, planChunks(words, 8))).toEqual([
      ['apple', 'banana'],
      ['cherry', 'damson'],
      ['elder'],
    ]);
    expect(planChunks([], 8)).toEqual([]);
  });

  it('keeps words sharing four letters or more together, however heavy', () => {
    const words = indexWords({
      disabl: 9,
      disablecolumn: 9,
      disableselect: 9,
      display: 9,
      drag: 9,
    });
    expect(split(words, planChunks(words, 5))).toEqual([
      ['disabl', 'disablecolumn', 'disableselect'],
      ['display'],
      ['drag'],
    ]);
  });

  it('keeps a three-letter stem with the words that extend it, unless it fills a chunk alone', () => {
    const light = indexWords({ pin: 2, pinc: 3, pine: 3, pinn: 3, pix: 3 });
    expect(split(light, planChunks(light, 3))).toEqual([['pin', 'pinc', 'pine', 'pinn'], ['pix']]);
    const heavy = indexWords({ the: 30, thea: 3, them: 3 });
    expect(split(heavy, planChunks(heavy, 3))).toEqual([['the'], ['thea'], ['them']]);
  });
});

describe('the chunks’ ranges', () => {
  const chunks = [
    ['apple', 'cherry'],
    ['pin', 'pinned'],
    ['sort', 'sorting'],
  ];
  const ranges = chunkRanges(
    chunks.map((words) => words[0]),
    chunks.map((words) => words.at(-1)!),
  );

  it('send every word of the index to its own chunk', () => {
    chunks.forEach((words, index) => {
      for (const word of words) expect(chunkFor(ranges, word)).toBe(index);
    });
  });

  it('give every typed word a chunk: before the first word, between chunks and after the last', () => {
    expect(chunkFor(ranges, '0')).toBe(0);
    expect(chunkFor(ranges, 'zoom')).toBe(2);
    // Between "cherry" and "pin": a word beginning "p" goes with "pin", others stay before.
    expect(chunkFor(ranges, 'pi')).toBe(1);
    expect(chunkFor(ranges, 'orange')).toBe(0);
    // A typed word goes where its stem and the words it begins are.
    expect(chunkFor(ranges, 'pinning')).toBe(1);
    expect(chunkFor(ranges, 'sorted')).toBe(2);
  });

  it('compare as Pagefind does, by UTF-8 bytes', () => {
    // "ｚ" (U+FF5A) sorts after "😀" (U+1F600) in JavaScript's UTF-16 order, before it in UTF-8.
    const wide = chunkRanges(['a', '😀'], ['ｚ', '😀😀']);
    expect(chunkFor(wide, 'ｚ')).toBe(0);
    expect(chunkFor(wide, '😀')).toBe(1);
    expect(chunkFor(chunkRanges(['a', '固定'], ['z', '固定列']), '固')).toBe(1);
  });
});

describe('rechunking an index Pagefind wrote', () => {
  let dir: string;
  const words = (language: string) => {
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8'));
    const meta = decodeCbor(
      readPagefindFile(path.join(dir, `pagefind.${entry.languages[language].hash}.pf_meta`)),
    ) as unknown[][];
    const chunks = meta[2] as [string, string, string][];
    const byChunk = chunks.map(
      ([, , hash]) =>
        (
          decodeCbor(readPagefindFile(path.join(dir, 'index', `${hash}.pf_index`))) as [
            [string, unknown][],
          ]
        )[0],
    );
    return { chunks, byChunk, all: byChunk.flat() };
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-chunks-'));
    const { index } = await pagefind.createIndex({});
    const topics = ['sorting rows', 'pinning columns', 'filtering values', 'disabled dates'];
    for (const [page, topic] of topics.entries()) {
      await index!.addHTMLFile({
        url: `/page-${page}/`,
        content: `<html lang="en"><body><h1>${topic}</h1><p>${`${topic} with the grid and the picker, pinned and sorted. `.repeat(40)}</p></body></html>`,
      });
    }
    await index!.writeFiles({ outputPath: dir });
    await pagefind.close();
  }, 60_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every word and location, in more chunks, and points the entry at the new metadata', () => {
    const before = words('en');
    const oldMeta = fs.readdirSync(dir).filter((name) => name.endsWith('.pf_meta'));
    const counts = rechunkIndex(dir, 60);
    const after = words('en');
    expect(counts.en.before).toBe(before.chunks.length);
    expect(counts.en.after).toBe(after.chunks.length);
    expect(after.chunks.length).toBeGreaterThan(before.chunks.length);
    expect(after.all).toEqual(before.all);
    // Only the files the metadata lists are left.
    expect(fs.readdirSync(path.join(dir, 'index')).sort()).toEqual(
      after.chunks.map(([, , hash]) => `${hash}.pf_index`).sort(),
    );
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.pf_meta'))).not.toEqual(oldMeta);
    // Each word is found in the chunk Pagefind's lookup picks for it.
    const ranges = after.chunks.map(([from, to]) => ({ from, to }));
    after.byChunk.forEach((chunk, index) => {
      for (const [word] of chunk) expect(chunkFor(ranges, word)).toBe(index);
    });
  });
});
