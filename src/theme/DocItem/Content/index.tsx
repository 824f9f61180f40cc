// Wrapped (a safe swizzle) to put the "Copy page" button above the content of
// every doc, inside its Markdown block as the content's first element.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper({children, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <Content {...props}>
      <CopyPage pagePath={pathname} />
      {children}
    </Content>
  );
}
