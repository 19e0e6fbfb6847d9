import type { ReactNode } from 'react';
import { useContainerState } from './ContainerContext.js';

/**
 * The shell's chrome around the micro-app, driven by the shared layout flags (SPEC §3
 * layoutData): the navigation as a sidebar or a top bar, expanded or collapsed, full or reduced.
 */
export function ContainerShell({ children }: { children: ReactNode }) {
  const { layoutData } = useContainerState();
  const classes = ['shell'];
  if (layoutData.enableSidebar) classes.push('shell--sidebar');
  if (layoutData.enableSidebar && !layoutData.expandSidebar) classes.push('shell--collapsed');
  if (layoutData.showReducedNav) classes.push('shell--reduced-nav');
  return <div className={classes.join(' ')}>{children}</div>;
}
