// Wrapped (a safe swizzle) to put the "Copy page" button above the content of
// every doc and blog post page. MDXContent also renders the excerpts on the
// blog's list pages and the standalone Markdown pages, which get no button.
// (Reading the blog post context instead would add 1.3 KB to every page.)
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';
import {listPagePath} from '@site/src/components/CopyPage/markdownTwin';

type Props = WrapperProps<typeof MDXContentType>;

/** Docs and blog posts get the button; the blog's list pages show excerpts. */
const contentPlugins = new Set([
  'docusaurus-plugin-content-docs',
  'docusaurus-plugin-content-blog',
]);

export default function MDXContentWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const {pathname} = useLocation();
  return (
    <>
      {contentPlugins.has(plugin.name) && !listPagePath.test(pathname) && (
        <CopyPage pagePath={pathname} />
      )}
      <MDXContent {...props} />
    </>
  );
}
