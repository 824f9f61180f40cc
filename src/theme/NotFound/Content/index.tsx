// Wraps the not-found content to give it its title. The not-found page sets
// "Page Not Found" itself, but a missing path under the docs
// (/docs/nothing-here/) is answered by the docs layout, which shows this
// content alone, so the tab read just "Setup" once the page had hydrated.
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      {/* The same translation id as the not-found page's own title. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} />
    </>
  );
}
