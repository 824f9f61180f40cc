// CUSTOM (Docusaurus 3.10.2): replaces theme-classic's Heading for one reason: the
// stock heading link is named after the heading's id whenever the heading
// holds more than one plain string, which is every Markdown heading with an
// explicit id ({/* #id */} makes its children a list) and every heading with
// inline code. A Korean screen-reader user then heard "what-init-does에 대한
// 직접 링크". Here the link is named after the heading's visible text.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import {visibleText} from './visibleText';
import './styles.module.css';

/** Gives the link a text node without showing one; the "#" comes from CSS. */
const zeroWidthSpace = '\u200B';

export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  // The page title needs no link of its own.
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }
  brokenLinks.collectAnchor(id);
  const linkName = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {heading: visibleText(props.children) || id},
  );
  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <Link
        className="hash-link"
        to={`#${id}`}
        aria-label={linkName}
        title={linkName}
        translate="no">
        {zeroWidthSpace}
      </Link>
    </As>
  );
}
