import { useRef } from 'react';
import { Button } from '../Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import * as styles from './Pagination.css';
import { useUiStrings } from '../intl';
import { pagination } from '../intl/en-AU/pagination';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; 0 (no results) is shown as 1. */
  totalPages: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Product pages'. @default 'Pagination' (localised) */
  'aria-label'?: string;
  /** Disables both buttons, e.g. while the page loads. @default false */
  isDisabled?: boolean;
  /** Text of the previous button. @default 'Previous' (localised) */
  previousLabel?: string;
  /** Text of the next button. @default 'Next' (localised) */
  nextLabel?: string;
}

/** The numbers shown: a page within 1…total, and at least one page. */
export function clampPage(page: number, totalPages: number): { page: number; total: number } {
  const total = Math.max(1, Math.floor(totalPages) || 1);
  return { page: Math.min(Math.max(1, Math.floor(page) || 1), total), total };
}

/**
 * 'Page x of y' with previous and next buttons, disabled at the ends. The status is a polite
 * live region, so the new page number is read after each move.
 *
 * ```tsx
 * <Pagination page={page} totalPages={Math.ceil(totalCount / 10)} onPageChange={setPage} />
 * ```
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  'aria-label': ownLabel,
  isDisabled = false,
  previousLabel: ownPreviousLabel,
  nextLabel: ownNextLabel,
}: PaginationProps) {
  const strings = useUiStrings('pagination', pagination);
  const label = ownLabel ?? strings.format('label');
  const previousLabel = ownPreviousLabel ?? strings.format('previous');
  const nextLabel = ownNextLabel ?? strings.format('next');
  const { page: current, total } = clampPage(page, totalPages);
  const navRef = useRef<HTMLElement>(null);
  const atStart = current <= 1;
  const atEnd = current >= total;

  const go = (to: number, other: 'previous' | 'next', reachesEnd: boolean) => {
    onPageChange(to);
    // The pressed button is about to be disabled at the last (or first) page; a disabled button
    // drops focus to <body>, so hand it to the other button instead.
    if (reachesEnd) {
      requestAnimationFrame(() =>
        navRef.current?.querySelector<HTMLButtonElement>(`[data-step="${other}"]`)?.focus(),
      );
    }
  };

  return (
    <nav ref={navRef} aria-label={label} className={styles.nav}>
      <span className={styles.status} aria-live="polite" aria-atomic="true">
        {strings.format('status', { page: current, total })}
      </span>
      <Button
        data-step="previous"
        size="sm"
        isDisabled={isDisabled || atStart}
        onPress={() => go(current - 1, 'next', current - 1 <= 1)}
      >
        <ChevronLeftIcon />
        {previousLabel}
      </Button>
      <Button
        data-step="next"
        size="sm"
        isDisabled={isDisabled || atEnd}
        onPress={() => go(current + 1, 'previous', current + 1 >= total)}
      >
        {nextLabel}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
