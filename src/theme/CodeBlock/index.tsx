// CUSTOM (Docusaurus 3.10.2): replaces theme-classic's CodeBlock for one reason: the
// stock component keys its content on useIsBrowser(), so every code block of a
// page is thrown away and highlighted again right after hydration, the
// longest task of a page with many blocks. No remount is needed: theme-common
// keeps the server's colour mode while hydrating, so the first client render
// matches the HTML, and a dark-mode reader's tokens are recoloured by an
// ordinary re-render once the real mode is read.
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain text children as one string, which the copy button can copy; elements as they are. */
function textOf(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = textOf(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
