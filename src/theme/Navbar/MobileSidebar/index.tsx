// CUSTOM (Docusaurus 3.10.2): wrapped so that the phone menu is first drawn
// at idle time, in a transition, rather than inside the update that follows
// hydration. On a phone, theme-common learns the window size in an effect
// once the page has hydrated, and that update renders everything the size
// decides in one task React cannot split: this menu (its header, the navbar
// items and the docs sidebar once more) while the desktop sidebar and table
// of contents unmount. In a transition React builds the closed menu in short
// slices. A reader who opens the menu before then gets it at once.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/utils/whenIdle';

export default function NavbarMobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    whenIdle(() => startTransition(() => setIdle(true)));
  }, []);
  return idle || shown ? <MobileSidebar /> : null;
}
