// Wrapped (a safe swizzle) to put the "Copy page" button above the content of
// a blog post's own page, inside its Markdown block as the content's first
// element. The blog's list pages show posts through this component too, and
// get no button.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function BlogPostItemContentWrapper({children, ...props}: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  const {pathname} = useLocation();
  return (
    <Content {...props}>
      {isBlogPostPage && <CopyPage pagePath={pathname} />}
      {children}
    </Content>
  );
}
