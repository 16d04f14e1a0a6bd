import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

type Props = Record<string, unknown> & { children?: ReactNode };

/**
 * Every element in a tree MDX built, depth first: MDX passes children as props, so a block's
 * whole tree is known before anything renders (components' own output is not walked).
 */
export function elementsIn(node: ReactNode): ReactElement<Props>[] {
  return Children.toArray(node).flatMap((child) =>
    isValidElement<Props>(child) ? [child, ...elementsIn(child.props.children)] : [],
  );
}
