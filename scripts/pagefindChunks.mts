// Pagefind 1.6 splits each language's word index into chunks of about 20,000 word locations, a
// size it does not let us choose; a query downloads the chunk of each of its words. Ours weigh
// ~27 kB each, so a three-word question downloaded ~105 kB of index before its first result. This
// step, run after Pagefind has written the index, splits the same words again into smaller chunks
// and rewrites the language's metadata to list them.
//
// Where a chunk ends matters as much as its size. Pagefind loads one chunk per typed word, the
// one whose range holds the word as typed ("disabled"), and looks there for its stem ("disabl")
// and the words it begins ("disabledates"). So a boundary falls only between words sharing at most
// three letters (never inside the run of words beginning "disa"), nor after a three-letter stem
// ("pin") that the next words extend ("pinning"), and each chunk's range reaches the next one's,
// so every typed word has a chunk, the one its stem and extensions are in.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  decodeCbor,
  encodeCbor,
  pagefindFile,
  readPagefindFile,
  type Cbor,
} from './pagefindFiles.mts';

/** Word locations per chunk (Pagefind's own measure: a word's locations plus one per page). */
export const CHUNK_LOCATIONS = 6000;
/** Words sharing more letters than this stay in one chunk. */
const SHARED_LETTERS = 3;
/** Above every word: the end of the last chunk's range. */
const HIGHEST = '\u{10FFFF}';

/** Pagefind compares words as Rust compares strings: by their UTF-8 bytes. */
export const compareWords = (a: string, b: string) =>
  Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** How many letters (code points) two words begin with in common. */
function sharedLetters(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let count = 0;
  while (count < left.length && count < right.length && left[count] === right[count]) count += 1;
  return count;
}

/** A word of the index and its weight in locations. */
export interface IndexWord {
  word: string;
  locations: number;
}

/**
 * Where the chunks end: the index (into `words`, sorted) of each chunk's first word. A chunk
 * closes once it holds `target` locations, at the first place a boundary may fall: between words
 * sharing at most three letters, and not after a three-letter word the next word extends (a stem
 * a longer typed word reduces to), unless that word alone fills a chunk ("the").
 */
export function planChunks(words: readonly IndexWord[], target = CHUNK_LOCATIONS): number[] {
  const heavy = new Map(words.map(({ word, locations }) => [word, locations >= target]));
  const starts = [0];
  let size = 0;
  for (let index = 0; index < words.length - 1; index += 1) {
    size += words[index].locations;
    if (size < target) continue;
    const next = words[index + 1].word;
    const shared = sharedLetters(words[index].word, next);
    const stem = [...next].slice(0, SHARED_LETTERS).join('');
    const extendsStem = shared === SHARED_LETTERS && heavy.get(stem) === false;
    if (shared <= SHARED_LETTERS && !extendsStem) {
      starts.push(index + 1);
      size = 0;
    }
  }
  return words.length === 0 ? [] : starts;
}

/** The letter before `letter`, skipping the surrogate range UTF-8 cannot hold. */
function letterBefore(letter: string): string {
  const code = letter.codePointAt(0)! - 1;
  return String.fromCodePoint(code >= 0xd800 && code <= 0xdfff ? 0xd7ff : code);
}

/**
 * Each chunk's range, as Pagefind's lookup reads it (the first chunk with from ≤ word ≤ to): a
 * chunk starts at the shortest beginning of its first word that no earlier word has, and ends
 * just before the next chunk starts, so every typed word has a chunk. A word between two chunks'
 * words goes to the later one when it begins that one's first word ("pinc" before "pincer"), to
 * the earlier one otherwise.
 */
export function chunkRanges(firstWords: readonly string[], lastWords: readonly string[]) {
  return firstWords.map((_, index) => {
    const from =
      index === 0
        ? ''
        : [...firstWords[index]]
            .slice(0, sharedLetters(lastWords[index - 1], firstWords[index]) + 1)
            .join('');
    let to = HIGHEST;
    if (index < firstWords.length - 1) {
      const next = [...firstWords[index + 1]];
      const shared = sharedLetters(lastWords[index], firstWords[index + 1]);
      to = next.slice(0, shared).join('') + letterBefore(next[shared]) + HIGHEST;
    }
    return { from, to };
  });
}

/** The chunk Pagefind loads for a typed word (its strict lookup), or -1. */
export function chunkFor(ranges: readonly { from: string; to: string }[], term: string): number {
  return ranges.findIndex(
    ({ from, to }) => compareWords(term, from) >= 0 && compareWords(term, to) <= 0,
  );
}

const shortHash = (bytes: Buffer, length: number) =>
  crypto.createHash('sha256').update(bytes).digest('hex').slice(0, length);

type PackedWord = [string, [number, number[], ...Cbor[]][], ...Cbor[]];

/**
 * Splits every language's index in `outputPath` (Pagefind's output) into chunks of about
 * `target` locations: writes the chunks and a new metadata file, points the entry file at it and
 * removes the files they replace. Returns the number of chunks before and after, per language.
 */
export function rechunkIndex(outputPath: string, target = CHUNK_LOCATIONS) {
  const entryFile = path.join(outputPath, 'pagefind-entry.json');
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as {
    languages: Record<string, { hash: string }>;
  };
  const counts: Record<string, { before: number; after: number }> = {};
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(outputPath, `pagefind.${info.hash}.pf_meta`);
    const meta = decodeCbor(readPagefindFile(metaFile)) as Cbor[];
    const chunks = meta[2] as [string, string, string][];
    const oldFiles = chunks.map(([, , hash]) => path.join(outputPath, 'index', `${hash}.pf_index`));
    const words = oldFiles.flatMap(
      (file) => (decodeCbor(readPagefindFile(file)) as [PackedWord[]])[0],
    );
    for (let index = 1; index < words.length; index += 1) {
      if (compareWords(words[index - 1][0], words[index][0]) >= 0) {
        throw new Error(
          `Pagefind's ${language} index is not in word order at "${words[index][0]}".`,
        );
      }
    }
    const starts = planChunks(
      words.map(([word, pages]) => ({
        word,
        locations: pages.reduce((sum, page) => sum + page[1].length + 1, 0),
      })),
      target,
    );
    const groups = starts.map((start, index) => words.slice(start, starts[index + 1]));
    const ranges = chunkRanges(
      groups.map((group) => group[0][0]),
      groups.map((group) => group.at(-1)![0]),
    );
    const names = new Set<string>();
    meta[2] = groups.map((group, index) => {
      const cbor = encodeCbor([group]);
      let length = 7;
      let name = `${language}_${shortHash(cbor, length)}`;
      while (names.has(name)) name = `${language}_${shortHash(cbor, ++length)}`;
      names.add(name);
      fs.writeFileSync(path.join(outputPath, 'index', `${name}.pf_index`), pagefindFile(cbor));
      return [ranges[index].from, ranges[index].to, name];
    });
    for (const file of oldFiles) {
      if (!names.has(path.basename(file, '.pf_index'))) fs.rmSync(file);
    }
    const metaCbor = encodeCbor(meta);
    info.hash = `${language}_${shortHash(metaCbor, 10)}`;
    fs.rmSync(metaFile);
    fs.writeFileSync(
      path.join(outputPath, `pagefind.${info.hash}.pf_meta`),
      pagefindFile(metaCbor),
    );
    counts[language] = { before: chunks.length, after: groups.length };
  }
  fs.writeFileSync(entryFile, JSON.stringify(entry));
  return counts;
}
