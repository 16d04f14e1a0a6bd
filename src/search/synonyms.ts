import type { Language } from '@/routing';

/**
 * Readers' words for what the docs call otherwise, per language: each entry lists what readers
 * type (`reader`, lowercase phrases) and the docs' own words for it (`docs`). The search runs the
 * query as typed and, when an entry matched, once more with the docs' words in its place.
 *
 * Built from the evaluation set's misses (src/search/evaluation.json) and from the docs' own
 * "also called" phrasing. Add an entry only for a word the docs do not use for the feature (a
 * word the docs use already is found as typed), and add a query to the evaluation set with it.
 * Chinese pages are English text under a Chinese notice, so the Chinese entries give the English
 * words of the docs.
 */
export interface Synonym {
  reader: readonly string[];
  docs: string;
}

export const SYNONYMS: Record<Language, readonly Synonym[]> = {
  en: [
    // Features under another name.
    { reader: ['by default'], docs: 'initial' }, // the docs set starting values with initialState
    // Migration guides are titled "Migration from…" for the oldest majors, "Breaking changes" with
    // an "Upgrade … from v7 to v8" description for the others.
    { reader: ['migrate', 'migrating'], docs: 'upgrade' },
    { reader: ['freeze', 'freezing', 'frozen', 'sticky'], docs: 'pinning' },
    { reader: ['heat map'], docs: 'heatmap' },
    { reader: ['doughnut', 'ring chart'], docs: 'donut' },
    { reader: ['spider chart', 'web chart'], docs: 'radar' }, // "also called a spider or web chart"
    { reader: ['speedometer', 'dial chart'], docs: 'gauge' },
    { reader: ['spinner'], docs: 'loading' },
    { reader: ['node', 'nodes'], docs: 'item' }, // tree items; the docs never call them nodes
    { reader: ['infinite scroll', 'infinite scrolling', 'load more'], docs: 'infinite loading' },
    { reader: ['parent child', 'nested rows'], docs: 'tree data' },
    { reader: ['master detail', 'expandable row', 'expand row'], docs: 'detail panel' },
    { reader: ['zebra', 'alternate row', 'alternating row'], docs: 'striped' },
    { reader: ['auto width', 'autofit', 'auto fit', 'fit content'], docs: 'autosizing' },
    { reader: ['search bar', 'search box'], docs: 'quick filter' },
    { reader: ['time zone', 'time zones'], docs: 'timezone' },
    { reader: ['am pm'], docs: 'ampm' },
    { reader: ['formik', 'react hook form', 'hook form'], docs: 'form library' },
    { reader: ['i18n'], docs: 'localization' },
    { reader: ['dark theme', 'night mode'], docs: 'dark mode' },
    { reader: ['xlsx'], docs: 'excel' },
    // What a plan costs is on the licensing page (a "price" elsewhere is demo data).
    { reader: ['pricing', 'cost', 'costs', 'buy', 'purchase'], docs: 'licence' },
    // Symptoms, in the docs' words.
    {
      reader: ['nothing shows', 'nothing is shown', 'not showing', 'not displayed'],
      docs: 'empty',
    },
    { reader: ['resize with', 'resizes with', 'auto resize'], docs: 'sizing' },
    { reader: ['datagrid'], docs: 'data grid' },
    { reader: ['datepicker'], docs: 'date picker' },
    { reader: ['treeview'], docs: 'tree view' },
    // The docs' prose is in British English.
    { reader: ['color', 'colors'], docs: 'colour' },
    { reader: ['license', 'licenses'], docs: 'licence' },
    { reader: ['behavior'], docs: 'behaviour' },
    { reader: ['center', 'centered'], docs: 'centre' },
    { reader: ['customize', 'customizing'], docs: 'customise' },
    { reader: ['gray'], docs: 'grey' },
  ],
  zh: [
    { reader: ['数据表格', '数据网格', '表格'], docs: 'data grid' },
    { reader: ['单元格'], docs: 'cell' },
    { reader: ['列宽'], docs: 'column width' },
    { reader: ['行高'], docs: 'row height' },
    { reader: ['列'], docs: 'column' },
    { reader: ['行'], docs: 'row' },
    { reader: ['日期'], docs: 'date' },
    { reader: ['时间'], docs: 'time' },
    { reader: ['格式'], docs: 'format' },
    { reader: ['范围'], docs: 'range' },
    { reader: ['日历'], docs: 'calendar' },
    { reader: ['坐标轴', '轴'], docs: 'axis' },
    { reader: ['提示框', '工具提示'], docs: 'tooltip' },
    { reader: ['缩放'], docs: 'zoom' },
    { reader: ['颜色', '配色'], docs: 'colour' },
    { reader: ['样式'], docs: 'styling' },
    { reader: ['主题'], docs: 'theme' },
    { reader: ['选择', '选中', '勾选'], docs: 'selection' },
    { reader: ['展开'], docs: 'expansion' },
    { reader: ['拖放', '拖拽', '拖动'], docs: 'drag' },
    { reader: ['复制', '粘贴'], docs: 'clipboard' },
    { reader: ['虚拟化', '虚拟滚动'], docs: 'virtualization' },
    { reader: ['主从', '明细'], docs: 'detail panel' },
    { reader: ['透视'], docs: 'pivoting' },
    { reader: ['工具栏'], docs: 'toolbar' },
    { reader: ['无障碍', '可访问性', '键盘'], docs: 'accessibility' },
    { reader: ['日期时间选择器'], docs: 'date time picker' },
    { reader: ['日期选择器'], docs: 'date picker' },
    { reader: ['时间选择器'], docs: 'time picker' },
    { reader: ['选择器'], docs: 'pickers' },
    { reader: ['树视图', '树形视图', '树组件'], docs: 'tree view' },
    { reader: ['树形数据'], docs: 'tree data' },
    { reader: ['图表'], docs: 'charts' },
    { reader: ['排序'], docs: 'sorting' },
    { reader: ['筛选', '过滤'], docs: 'filtering' },
    { reader: ['分页'], docs: 'pagination' },
    { reader: ['固定列', '冻结列'], docs: 'column pinning' },
    { reader: ['固定行', '冻结行'], docs: 'row pinning' },
    { reader: ['导出'], docs: 'export' },
    { reader: ['编辑'], docs: 'editing' },
    { reader: ['行分组', '分组'], docs: 'row grouping' },
    { reader: ['聚合', '汇总'], docs: 'aggregation' },
    { reader: ['懒加载', '按需加载'], docs: 'lazy loading' },
    { reader: ['禁用'], docs: 'disable' },
    { reader: ['过去的日期', '过去日期'], docs: 'past dates' },
    { reader: ['验证', '校验'], docs: 'validation' },
    { reader: ['时区'], docs: 'timezone' },
    { reader: ['饼图'], docs: 'pie' },
    { reader: ['环形图', '圆环图'], docs: 'donut' },
    // Chart types, as the English pages are titled (the Chinese index does not stem English).
    { reader: ['柱状图', '条形图'], docs: 'bars' },
    { reader: ['折线图'], docs: 'lines' },
    { reader: ['散点图'], docs: 'scatter' },
    { reader: ['仪表盘'], docs: 'gauge' },
    { reader: ['热力图'], docs: 'heatmap' },
    { reader: ['雷达图'], docs: 'radar' },
    { reader: ['漏斗图'], docs: 'funnel' },
    { reader: ['迷你图'], docs: 'sparkline' },
    { reader: ['图例'], docs: 'legend' },
    { reader: ['安装'], docs: 'installation' },
    { reader: ['许可证', '许可', '授权'], docs: 'licence' },
    { reader: ['密钥'], docs: 'key' },
    { reader: ['水印'], docs: 'watermark' },
    { reader: ['升级'], docs: 'upgrade' },
    { reader: ['迁移'], docs: 'migration' },
    { reader: ['本地化', '国际化', '翻译'], docs: 'localization' },
    { reader: ['深色模式', '暗色模式'], docs: 'dark mode' },
  ],
};

const CJK = /[\u3400-\u9fff]/;

/**
 * The query with readers' words replaced by the docs' words, or null when no entry matched.
 * Phrases match whole words (English) or anywhere (Chinese, written without spaces); longer
 * phrases first, so "日期选择器" is not read as "选择器".
 */
export function rewriteWithSynonyms(
  query: string,
  language: Language,
  synonyms: Record<Language, readonly Synonym[]> = SYNONYMS,
): string | null {
  const entries = synonyms[language]
    .flatMap(({ reader, docs }) => reader.map((phrase) => ({ phrase, docs })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  // Punctuation separates words here, as it does for Pagefind.
  let text = ` ${query
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
  let matched = false;
  for (const { phrase, docs } of entries) {
    const needle = CJK.test(phrase) ? phrase : ` ${phrase} `;
    if (!text.includes(needle)) continue;
    // The docs' words go in upper case until the end, so a shorter phrase cannot match them.
    text = text.split(needle).join(` ${docs.toUpperCase()} `);
    matched = true;
  }
  return matched ? text.toLowerCase().replace(/\s+/g, ' ').trim() : null;
}
