import { Link as RACLink } from 'react-aria-components';
import { useId } from 'react';
import * as buttonStyles from '../Button/Button.css';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** The heading (h1), e.g. 'Page Not Found'. */
  title: string;
  /** The explanation under it. */
  text: string;
  /** Text of the link back, e.g. 'Go back home'. */
  linkLabel: string;
  /** Where the link goes. @default '/' */
  href?: string;
}

/**
 * A full-page "not found" message with a link back, for the router's catch-all route. It is the
 * page's `main` landmark, so render it outside `AppShell`.
 *
 * ```tsx
 * <NotFound title="Page Not Found" text="The page you're looking for doesn't exist or has been moved."
 *   linkLabel="Go back home" href="/" />
 * ```
 */
export function NotFound({ title, text, linkLabel, href = '/' }: NotFoundProps) {
  const gradientId = useId();
  return (
    <main className={styles.notFound}>
      <svg className={styles.code} viewBox="0 0 240 96" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.5" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0.05" />
          </linearGradient>
        </defs>
        <text
          x="50%"
          y="84"
          textAnchor="middle"
          fontSize="104"
          letterSpacing="-6"
          fill={`url(#${gradientId})`}
        >
          404
        </text>
      </svg>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {/* A link (it navigates) that looks like the page's primary button. */}
      <RACLink href={href} className={buttonStyles.button({ variant: 'primary' })}>
        {linkLabel}
      </RACLink>
    </main>
  );
}
