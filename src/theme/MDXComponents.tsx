// Adds to the MDX element map: wide tables scroll sideways on small screens,
// and a scrolling region must be reachable by keyboard (axe:
// scrollable-region-focusable), so markdown tables take focus.
import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

export default {
  ...MDXComponents,
  table: (props: ComponentProps<'table'>) => <table tabIndex={0} {...props} />,
};
