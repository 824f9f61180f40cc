// Ejected from @docusaurus/theme-classic 3.10.2 (NavbarItem/ComponentTypes,
// a safe eject): Docusaurus's documented way to add a navbar item type.
// CUSTOM: adds "custom-stackBadge" (src/components/StackBadge); every
// built-in type stays the theme's own.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import StackBadge from '@site/src/components/StackBadge';

export default {
  ...ComponentTypes,
  'custom-stackBadge': StackBadge,
};
