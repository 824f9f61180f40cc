// CUSTOM (Docusaurus 3.10.2): theme-classic's DocCard, the same but for one
// call: a card's leading emoji comes from ./leadingEmoji.ts instead of
// theme-common's extractLeadingEmoji, whose start-up and first test were most
// of a category page's hydration (see there).
import type {ReactNode} from 'react';
import {useDocById, findFirstSidebarItemLink} from '@docusaurus/plugin-content-docs/client';
import {useDocCardDescriptionCategoryItemsPlural} from '@docusaurus/theme-common/internal';
import isInternalUrl from '@docusaurus/isInternalUrl';
import Layout from '@theme/DocCard/Layout';
import type {Props} from '@theme/DocCard';
import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {leadingEmoji} from './leadingEmoji';

type Item = PropSidebarItemCategory | PropSidebarItemLink;

function fallbackEmoji(item: Item): string {
  if (item.type === 'category') {
    return '🗃';
  }
  return isInternalUrl(item.href) ? '📄️' : '🔗';
}

function iconAndTitle(item: Item): {icon: string; title: string} {
  const {emoji, rest} = leadingEmoji(item.label);
  return {icon: emoji ?? fallbackEmoji(item), title: rest.trim()};
}

function CardCategory({item}: {item: PropSidebarItemCategory}): ReactNode {
  const href = findFirstSidebarItemLink(item);
  const categoryItemsPlural = useDocCardDescriptionCategoryItemsPlural();
  // Categories without a link are filtered out before the cards are drawn.
  if (!href) {
    return null;
  }
  return (
    <Layout
      item={item}
      className={item.className}
      href={href}
      description={item.description ?? categoryItemsPlural(item.items.length)}
      {...iconAndTitle(item)}
    />
  );
}

function CardLink({item}: {item: PropSidebarItemLink}): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <Layout
      item={item}
      className={item.className}
      href={item.href}
      description={item.description ?? doc?.description}
      {...iconAndTitle(item)}
    />
  );
}

export default function DocCard({item}: Props): ReactNode {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
