import type * as Preset from '@docusaurus/preset-classic';

// The bar's text is not here: src/theme/AnnouncementBar/Content renders it,
// translated, with a router link (the theme does not translate this config).
// Change the id with the text: a new id shows the bar again to readers who
// closed the previous announcement.
export const announcementBar = {
  id: 'stack-2026-11',
  // The theme's schema requires a content string; the swizzled Content never
  // renders it, so it names where the text lives.
  content: 'See src/theme/AnnouncementBar/Content.',
  backgroundColor: '#1f3a5f',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies Preset.ThemeConfig['announcementBar'];
