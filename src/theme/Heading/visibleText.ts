import {Children, isValidElement, type ReactNode} from 'react';

/**
 * The text a heading shows: its strings and numbers, also those inside
 * elements such as <code> or a link, with spaces collapsed. A component that
 * renders text of its own (not as children) adds nothing.
 */
export function visibleText(node: ReactNode): string {
  const parts: string[] = [];
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') {
      parts.push(String(child));
    } else if (isValidElement<{children?: ReactNode}>(child)) {
      parts.push(visibleText(child.props.children));
    }
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}
