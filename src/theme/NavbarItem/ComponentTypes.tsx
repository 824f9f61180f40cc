// Ejected from @docusaurus/theme-classic 3.10.2 (NavbarItem/ComponentTypes,
// a safe eject): Docusaurus's documented way to add a navbar item type.
// CUSTOM: adds "custom-stackBadge" (src/components/StackBadge), and maps only
// the built-in types config/navbar.ts uses, so that the others (html, doc,
// and the two version items with the docs hooks they bring) stay out of
// main.js, which every page loads. A type added to the navbar and missing
// here fails the build: "No NavbarItem component found for type".
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import StackBadge from '@site/src/components/StackBadge';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  'custom-stackBadge': StackBadge,
};
