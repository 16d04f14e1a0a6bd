import type { Language } from '@/routing';
import { rewriteWithSynonyms, SYNONYMS, type Synonym } from './synonyms';

/** What a reader typed, read for ranking: its words, its kind, the queries to run. */
export interface SearchQuery {
  /** As typed, trimmed. */
  text: string;
  /** Pagefind queries, in order: the reader's words, then (if any matched) the docs' words. */
  variants: string[];
  /** The words that carry meaning, lowercased, for matching titles and headings. */
  terms: string[];
  /**
   * A name from the code: `checkboxSelection`, `DataGridPro`, `useGridApiRef`, `apiRef.current`.
   * The reader wants the API row, not a guide that mentions it.
   */
  identifier: boolean;
  /** The reader asks about changes between versions: migration guides are answers too. */
  migration: boolean;
}

/**
 * Words that only frame a question ("how do I …"). Pagefind requires every word of a query, so
 * "how do I freeze a column" would miss pages without "do". Weak verbs ("add", "make", "get")
 * go too: the thing added is what the docs are about. Words that change what is asked ("not",
 * "no", "all", "off", "only") stay.
 */
const FILLER: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    (
      'a an the to of in on at for from by with and or is are was be been it its this that these ' +
      'those i me my we our you your how do does did can could should would will what why when ' +
      'where which who there here want need trying try way possible please using use mui x react ' +
      'much many add create make get put'
    ).split(' '),
  ),
  zh: new Set(
    '如何 怎么 怎样 怎么样 什么 为什么 哪里 哪儿 在哪 放在 是 的 了 吗 呢 和 与 或 在 把 让 能 可以 我 我的 要 想 一个 使用 用'.split(
      ' ',
    ),
  ),
};

const MIGRATION = new Set(
  'upgrade upgrading migrate migrating migration breaking renamed deprecated removed codemod codemods v4 v5 v6 v7 v8 升级 迁移'.split(
    ' ',
  ),
);

const IDENTIFIER = [
  /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/, // camelCase: checkboxSelection, getRowId
  /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/, // PascalCase of two words or more: DataGridPro, GridColDef
  /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+(\(\))?$/, // member access: apiRef.current.setRows
  /^[A-Za-z_$][\w$]*\(\)$/, // a call: useGridApiRef()
];

const CJK = /[\u3400-\u9fff]/;

/** The query's words, lowercased: punctuation splits them, Chinese runs are segmented. */
export function wordsOf(text: string, language: Language): string[] {
  const words: string[] = [];
  for (const chunk of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!chunk) continue;
    if (language === 'zh' && CJK.test(chunk) && typeof Intl.Segmenter !== 'undefined') {
      const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
      for (const { segment, isWordLike } of segmenter.segment(chunk)) {
        if (isWordLike) words.push(segment);
      }
    } else {
      words.push(chunk);
    }
  }
  return words;
}

/** The words of a query minus the filler, or all of them if nothing else is left. */
function withoutFiller(words: string[], language: Language): string[] {
  const kept = words.filter((word) => !FILLER[language].has(word));
  return kept.length > 0 ? kept : words;
}

export function isIdentifier(text: string): boolean {
  const bare = text.trim().replace(/^`(.*)`$/, '$1');
  // A dotted name in lower case only is more likely a file or a product ("next.js").
  return IDENTIFIER.some((pattern) => pattern.test(bare)) && /[A-Z]|\(\)$/.test(bare);
}

/** Reads a query: its meaningful words, whether it names code or versions, what to run. */
export function analyseQuery(
  text: string,
  language: Language,
  synonyms: Record<Language, readonly Synonym[]> = SYNONYMS,
): SearchQuery {
  const trimmed = text.trim();
  const identifier = isIdentifier(trimmed);
  const words = wordsOf(trimmed, language);
  const terms = identifier ? words : withoutFiller(words, language);
  const variants = [identifier ? trimmed.replace(/^`(.*)`$/, '$1') : terms.join(' ')];
  const rewritten = identifier ? null : rewriteWithSynonyms(trimmed, language, synonyms);
  if (rewritten) {
    // Chinese pages are English text: the docs' words are the English ones.
    const docsWords = withoutFiller(wordsOf(rewritten, language), language)
      .filter((word) => language !== 'zh' || !CJK.test(word))
      .join(' ');
    if (docsWords && docsWords !== variants[0]) variants.push(docsWords);
  }
  return {
    text: trimmed,
    variants,
    terms,
    identifier,
    migration: words.some((word) => MIGRATION.has(word)),
  };
}
