// Wraps the local-search box. The plugin translates the placeholder but
// hard-codes aria-label="Search", so Korean screen-reader users would hear
// English; after each render the input gets the translated label. (React
// leaves the attribute alone while the plugin's own value does not change.)
import {useEffect, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  useEffect(() => {
    for (const input of document.querySelectorAll('input.navbar__search-input')) {
      input.setAttribute('aria-label', label);
    }
  });
  return <SearchBar {...props} />;
}
