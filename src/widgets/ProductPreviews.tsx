import { IntentLink } from '@/navigation/IntentLink';
import { localizePath, type Language } from '@/routing';
import { LazyPreview, type PreviewName } from './LazyPreview';
import styles from './ProductPreviews.module.css';

interface Product {
  preview: PreviewName;
  name: string;
  packageName: string;
  summary: string;
  anchor: string;
}

const PRODUCTS: Product[] = [
  {
    preview: 'grid',
    name: 'Data Grid',
    packageName: '@mui/x-data-grid',
    summary: 'Sort, filter, edit and export large tables, with virtualized rows and columns.',
    anchor: 'data-grid',
  },
  {
    preview: 'pickers',
    name: 'Date and Time Pickers',
    packageName: '@mui/x-date-pickers',
    summary: 'Fields, calendars and clocks for dates, times and ranges, with any date library.',
    anchor: 'date-and-time-pickers',
  },
  {
    preview: 'charts',
    name: 'Charts',
    packageName: '@mui/x-charts',
    summary: 'Bar, line, pie, scatter and more, drawn in SVG and styled by your theme.',
    anchor: 'charts',
  },
  {
    preview: 'tree',
    name: 'Tree View',
    packageName: '@mui/x-tree-view',
    summary: 'Hierarchical lists with selection, expansion, editing and drag-and-drop ordering.',
    anchor: 'tree-view',
  },
];

/** The four products, each with a live preview that loads when it scrolls into view. */
export function ProductPreviews({ language }: { language: Language }) {
  return (
    <div className={styles.grid}>
      {PRODUCTS.map((product) => (
        <section
          key={product.preview}
          className={styles.card}
          aria-labelledby={`product-${product.preview}`}
        >
          <h3 id={`product-${product.preview}`} className={styles.name}>
            {product.name}
          </h3>
          <p className={styles.summary}>{product.summary}</p>
          <p className={styles.package}>
            <code>{product.packageName}</code>
          </p>
          <LazyPreview name={product.preview} label={`${product.name} preview`} />
          <IntentLink
            className={styles.more}
            href={`${localizePath('/x/introduction/installation', language)}#${product.anchor}`}
          >
            Install {product.name}
          </IntentLink>
        </section>
      ))}
    </div>
  );
}
