// Pagefind 1.6's browser scripts (its worker, and pagefind.js without one) build each sub-result's excerpt by splitting the page's whole text
// into words again (`build_excerpt`), once per sub-result. An API page has one sub-result per table
// row, so a common word ("data") found in 300 rows of the DataGrid API split its ~20,000 words 300
// times: 160 ms for one result. The patch below splits a page once and hands each excerpt a copy
// (the excerpt marks matches in the array it gets). The build fails if Pagefind's code changes shape.

/** The statement of `build_excerpt` that splits the content, as Pagefind 1.6.0 writes it. */
export const SPLIT_STATEMENT =
  'if(is_zws_delimited){fragment_words=content.split("\\u200B");}else{fragment_words=content.split(word_separators);}';

/**
 * A function of (content, zeroWidthDelimited, separators) returning the content's words: the split
 * of the last content is kept, and every call gets its own copy.
 */
export const WORD_SPLITTER = `(()=>{let lastContent=null,lastZws=false,words=[];return(content,zws,separators)=>{if(content!==lastContent||zws!==lastZws){lastContent=content;lastZws=zws;words=zws?content.split("\\u200B"):content.split(separators);}return words.slice();};})()`;

const HELPER = '__docsSplitWords';

/** A Pagefind script with the excerpt split done once per page. Throws if it cannot apply. */
export function patchPagefindScript(source: string): string {
  if (source.includes(HELPER)) return source;
  const at = source.indexOf(SPLIT_STATEMENT);
  if (at === -1 || source.indexOf(SPLIT_STATEMENT, at + 1) !== -1) {
    throw new Error(
      'pagefind.js no longer has the excerpt split this patch replaces (a Pagefind upgrade?): review scripts/pagefindPatch.mts.',
    );
  }
  const patched = source.replace(
    SPLIT_STATEMENT,
    `fragment_words=${HELPER}(content,is_zws_delimited,word_separators);`,
  );
  return `var ${HELPER}=${WORD_SPLITTER};\n${patched}`;
}
