// Wraps the local-search results page, whose plugin renders it without a
// <main> landmark (docs and blog pages bring their own). The layout's content
// wrapper, which skip-to-content already targets, becomes the main landmark.
import {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    const content = document.getElementById('__docusaurus_skipToContent_fallback');
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  return <SearchPage />;
}
