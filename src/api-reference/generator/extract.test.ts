import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiGeneratorError, createApiProgram, extractApiPage, type PackageLevel } from './extract';
import { generateApiData } from './generate';

// The fixture lives inside the project so that `react` resolves to the installed @types/react.
const root = path.join(process.cwd(), '.cache', 'api-fixture');
const modules = path.join(root, 'node_modules');

const files: Record<string, string> = {
  '@fixture/base/index.d.ts': `
export interface BaseProps {
  id?: string;
  title?: string;
}
`,
  '@mui/x-widget/index.d.ts': `
import * as React from 'react';
import type { BaseProps } from '@fixture/base';
export interface WidgetSlots {
  /**
   * The icon shown before the label.
   * @default WidgetIcon
   */
  icon?: React.ElementType;
}
export interface WidgetProps extends BaseProps {
  /** The text shown. */
  label: string;
  /**
   * Space between items, in px.
   * @default 8
   */
  gap?: number;
  /**
   * Old name of \`gap\`.
   * @deprecated Use \`gap\` instead.
   */
  spacing?: number;
  /** @ignore */
  internal?: boolean;
  /** Components used inside the widget. */
  slots?: WidgetSlots;
}
/**
 * A small widget.
 *
 * Demos:
 *
 * - [Widget](https://mui.com/x/react-widget/)
 */
export declare const Widget: React.ForwardRefExoticComponent<WidgetProps & React.RefAttributes<HTMLDivElement>>;
export interface WidgetClasses {
  /** Styles applied to the root element. */
  root: string;
  /** Styles applied to the label. */
  label: string;
}
export declare const widgetClasses: Record<keyof WidgetClasses, string>;
/** How a widget is configured. */
export type WidgetConfig = { kind: 'a'; size?: number } | { kind: 'b'; color?: string };
export declare const notAComponent: number;
/** Marks the widget in focus. */
export declare function WidgetMarker(): React.JSX.Element;
export declare function makeLabel(): string;
`,
  '@mui/x-widget-pro/index.d.ts': `
import * as React from 'react';
import type { WidgetProps, WidgetSlots } from '@mui/x-widget';
export * from '@mui/x-widget';
export interface WidgetProSlots extends WidgetSlots {
  /** The drag handle. */
  handle?: React.ElementType;
}
export interface WidgetProProps extends Omit<WidgetProps, 'slots'> {
  /**
   * Lets users drag the widget.
   * @default false
   */
  draggable?: boolean;
  /** Components used inside the widget. */
  slots?: WidgetProSlots;
}
export declare function WidgetPro(props: WidgetProProps): React.JSX.Element;
`,
};

const levels: PackageLevel[] = [
  { name: '@mui/x-widget', typesEntry: path.join(modules, '@mui/x-widget/index.d.ts') },
  {
    name: '@mui/x-widget-pro',
    typesEntry: path.join(modules, '@mui/x-widget-pro/index.d.ts'),
    plan: 'pro',
  },
];

const readClassNames = (packageName: string, exportName: string) =>
  exportName === 'widgetClasses' ? { root: 'MuiWidget-root', label: 'MuiWidget-label' } : undefined;

let context: ReturnType<typeof createApiProgram>;

beforeAll(() => {
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
    fs.writeFileSync(path.join(modules, file), source);
  }
  context = createApiProgram(levels.map((level) => level.typesEntry));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const request = (name: string, extra: object = {}) => ({
  name,
  slug: name.toLowerCase(),
  product: 'widget',
  packages: levels,
  ...extra,
});

describe('extractApiPage', () => {
  it('reads a component: props with defaults, required and deprecation, slots, classes and inheritance', () => {
    expect(extractApiPage(context, request('Widget'), readClassNames)).toEqual({
      name: 'Widget',
      slug: 'widget',
      product: 'widget',
      kind: 'component',
      description: 'A small widget.',
      imports: [
        "import { Widget } from '@mui/x-widget';",
        "import { Widget } from '@mui/x-widget-pro';",
      ],
      props: [
        {
          name: 'gap',
          type: 'number',
          default: '8',
          required: false,
          description: 'Space between items, in px.',
        },
        { name: 'label', type: 'string', required: true, description: 'The text shown.' },
        {
          name: 'slots',
          type: 'WidgetSlots',
          required: false,
          description: 'Components used inside the widget.',
        },
        {
          name: 'spacing',
          type: 'number',
          required: false,
          deprecated: 'Use `gap` instead.',
          description: 'Old name of `gap`.',
        },
      ],
      slots: [
        { name: 'icon', default: 'WidgetIcon', description: 'The icon shown before the label.' },
      ],
      classes: [
        { key: 'label', className: 'MuiWidget-label', description: 'Styles applied to the label.' },
        {
          key: 'root',
          className: 'MuiWidget-root',
          description: 'Styles applied to the root element.',
        },
      ],
      inherits: [
        { from: 'BaseProps', module: '@fixture/base', props: ['id', 'title'] },
        { from: 'RefAttributes', module: '@types/react', props: ['ref'] },
        { from: 'Attributes', module: '@types/react', props: ['key'] },
      ],
    });
  });

  it('flags what a Pro component adds to its Community base', () => {
    const page = extractApiPage(context, request('WidgetPro', { plan: 'pro' }), readClassNames);
    expect(page.plan).toBe('pro');
    expect(page.imports).toEqual(["import { WidgetPro } from '@mui/x-widget-pro';"]);
    expect(page.props.map(({ name, plan }) => [name, plan])).toEqual([
      ['draggable', 'pro'],
      ['gap', undefined],
      ['label', undefined],
      ['slots', undefined],
      ['spacing', undefined],
    ]);
    expect(page.props.find((prop) => prop.name === 'draggable')).toEqual({
      name: 'draggable',
      type: 'boolean',
      default: 'false',
      required: false,
      description: 'Lets users drag the widget.',
      plan: 'pro',
    });
    expect(page.slots).toEqual([
      { name: 'handle', description: 'The drag handle.', plan: 'pro' },
      { name: 'icon', default: 'WidgetIcon', description: 'The icon shown before the label.' },
    ]);
  });

  it('reads a type alias, every member of a union', () => {
    const page = extractApiPage(context, request('WidgetConfig'), readClassNames);
    expect(page).toMatchObject({
      kind: 'type',
      description: 'How a widget is configured.',
      slots: [],
      classes: [],
    });
    expect(page.imports).toEqual([
      "import type { WidgetConfig } from '@mui/x-widget';",
      "import type { WidgetConfig } from '@mui/x-widget-pro';",
    ]);
    expect(page.props).toEqual([
      { name: 'color', type: 'string', required: false, description: '' },
      { name: 'kind', type: "'a'", required: true, description: '' },
      { name: 'size', type: 'number', required: false, description: '' },
    ]);
  });

  it('documents a renamed export under its page name', () => {
    const page = extractApiPage(
      context,
      request('OldWidget', { exportName: 'Widget' }),
      readClassNames,
    );
    expect(page).toMatchObject({ name: 'OldWidget', exportName: 'Widget' });
    expect(page.imports[0]).toBe("import { Widget } from '@mui/x-widget';");
  });

  it('fails naming the symbol and page when the packages do not export it', () => {
    expect(() => extractApiPage(context, request('Gadget'), readClassNames)).toThrow(
      new ApiGeneratorError(
        'Gadget (/x/api/widget/gadget/) is not exported by @mui/x-widget, @mui/x-widget-pro.',
      ),
    );
  });

  it('fails when an export is neither a component nor a type', () => {
    expect(() => extractApiPage(context, request('notAComponent'), readClassNames)).toThrow(
      /notAComponent \(\/x\/api\/widget\/notacomponent\/\) is a value but not a component/,
    );
  });

  it('reads a component that takes no props as a page without props', () => {
    expect(extractApiPage(context, request('WidgetMarker'), readClassNames)).toMatchObject({
      kind: 'component',
      description: 'Marks the widget in focus.',
      props: [],
      slots: [],
    });
    expect(() => extractApiPage(context, request('makeLabel'), readClassNames)).toThrow(
      /makeLabel .* is a value but not a component/,
    );
  });

  it('fails naming the file when a package has no readable types', () => {
    const broken = [
      { name: '@mui/x-missing', typesEntry: path.join(modules, '@mui/x-missing/index.d.ts') },
    ];
    expect(() =>
      extractApiPage(context, request('Widget', { packages: broken }), readClassNames),
    ).toThrow(
      /cannot read the type definitions of @mui\/x-missing \(.*@mui\/x-missing\/index\.d\.ts\)/,
    );
  });
});

describe('generateApiData', () => {
  const generate = (titles: string[], notExported: string[] = []) =>
    generateApiData(context, {
      tree: [
        {
          pathname: '/x/api/widget',
          title: 'Widget API',
          children: [
            { pathname: '/x/api/widget', title: 'Index' },
            ...titles.map((title) => ({
              pathname: `/x/api/widget/${title.toLowerCase()}`,
              title,
            })),
          ],
        },
        { pathname: '/x/react-widget', title: 'Widget' },
      ],
      products: [{ id: 'widget', packages: levels }],
      notExported,
      exportNames: { OldWidget: 'Widget' },
      readClassNames,
    });

  it('documents every symbol page of the tree, under its own product, and nothing else', () => {
    const { products, errors } = generate(['Widget', 'WidgetPro', 'OldWidget']);
    expect(errors).toEqual([]);
    expect(products.map((product) => product.product)).toEqual(['widget']);
    expect(products[0].pages.map((page) => [page.name, page.slug])).toEqual([
      ['Widget', 'widget'],
      ['WidgetPro', 'widgetpro'],
      ['OldWidget', 'oldwidget'],
    ]);
  });

  it('fails naming a symbol of the tree that no package exports, unless it is listed as not shipped', () => {
    const { products, errors } = generate(['Widget', 'Gadget', 'Sprocket'], ['Sprocket']);
    expect(errors).toEqual([
      'API reference generator: Gadget (/x/api/widget/gadget/) is not exported by @mui/x-widget, @mui/x-widget-pro.',
    ]);
    expect(products[0].pages.map((page) => page.name)).toEqual(['Widget']);
  });
});
