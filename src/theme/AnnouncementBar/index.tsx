// CUSTOM (Docusaurus 3.10.2): wraps the announcement bar to fix a changed id
// on the first page load. Docusaurus's inline script hides a dismissed bar with
// CSS before React runs (data-announcement-bar-initially-dismissed, named in
// theme-classic's lib/inlineScripts.js and not exported: the bar staying
// hidden after an id change fails tests/e2e/announcement.spec.ts). When the
// id has changed since the reader dismissed it, React resets the dismissal
// and makes the bar active, but the attribute stays, so the new announcement
// only appeared after another full reload. Clearing the attribute once the
// bar is active shows it at once.
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

const initiallyDismissed = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(initiallyDismissed, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
