export type Plan = 'pro' | 'premium';

export interface ApiProp {
  name: string;
  /** The declared type, as written in the package's type definitions. */
  type: string;
  /** From the `@default` JSDoc tag, as written. */
  default?: string;
  required: boolean;
  /** The `@deprecated` message, or `true` when it has none. */
  deprecated?: string | true;
  description: string;
  /** Set when the prop needs a higher plan than the page's base component. */
  plan?: Plan;
}

export interface ApiSlot {
  name: string;
  default?: string;
  description: string;
  plan?: Plan;
}

export interface ApiClass {
  /** Key in the classes object (the rule name used in `styleOverrides`). */
  key: string;
  /** The global class name the component puts on the element. */
  className: string;
  description: string;
}

export interface ApiInheritance {
  /** The interface or type the props come from, e.g. `HTMLAttributes<HTMLDivElement>`. */
  from: string;
  /** The package or module it is declared in. */
  module: string;
  props: string[];
}

export interface ApiPageData {
  name: string;
  /** The installed packages' export name, when it differs from the page's name. */
  exportName?: string;
  slug: string;
  product: string;
  kind: 'component' | 'type';
  plan?: Plan;
  description: string;
  imports: string[];
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
  inherits: ApiInheritance[];
}

export interface ApiProductData {
  product: string;
  pages: ApiPageData[];
}
