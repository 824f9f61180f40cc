// Wraps an author's page, whose stock version has no meta description: the
// author's description from authors.yml (shown on the page too) becomes it.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';

export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={props.author.description} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
