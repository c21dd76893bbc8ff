import type { ReactNode } from 'react';
import * as shell from './AppShell.css';
import * as styles from './AppShellSkeleton.css';

export interface AppShellSkeletonProps {
  /** The wordmark: at the sidebar's top, or at the header's start where the sidebar is a drawer. */
  brand: ReactNode;
  /** The placeholders of the sidebar's items. @default 6 */
  items?: number;
}

/**
 * AppShell's frame while an app loads, for the HTML a build prerenders: the sidebar column where
 * AppShell keeps its sidebar in the page, the header bar and the page, with placeholders for the
 * navigation, the page title and its content. CSS media queries alone lay it out, so it matches
 * AppShell at every width before any JavaScript has run. Nothing in it can be used: the app
 * replaces it when it renders.
 */
export function AppShellSkeleton({ brand, items = 6 }: AppShellSkeletonProps) {
  return (
    <div className={shell.shell}>
      <div className={styles.sidebar} aria-hidden="true">
        <div className={styles.brand}>{brand}</div>
        {Array.from({ length: items }, (_, index) => (
          <div key={index} className={styles.item} />
        ))}
      </div>
      <div className={shell.column}>
        <header className={shell.header}>
          <div className={styles.menu} />
          <div className={styles.headerBrand}>{brand}</div>
        </header>
        <main className={shell.main} aria-busy="true">
          <div className={styles.title} />
          <div className={styles.blocks}>
            <div className={styles.block} />
            <div className={styles.block} />
            <div className={styles.block} />
          </div>
        </main>
      </div>
    </div>
  );
}
