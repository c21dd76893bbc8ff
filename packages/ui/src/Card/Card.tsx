import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps {
  /** Heading of the card; with one, the card is a region named by it. */
  title?: ReactNode;
  /** Level of the title's heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons on the header's right, e.g. Edit. */
  actions?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** Inner spacing; `none` for content that runs to the edges (tables, images). @default 'lg' */
  padding?: CardPadding;
  /**
   * A stripe of the theme's accent along the top: marks a card that stands for a brand (inside a
   * `ThemeProvider`, that brand's colour). @default false
   */
  accent?: boolean;
}

/**
 * A panel on the page that groups related content under an optional heading.
 *
 * ```tsx
 * <Card title="Business Info" actions={<Button>Save Business Info</Button>}>…</Card>
 * ```
 */
export function Card({
  title,
  headingLevel = 2,
  description,
  actions,
  children,
  padding = 'lg',
  accent = false,
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title !== undefined || actions !== undefined;
  // A titled card is a named region (a landmark screen-reader users can jump to); an untitled one
  // is a plain box, since unnamed sections are not exposed as regions anyway.
  const Element = title !== undefined ? 'section' : 'div';
  return (
    <Element
      className={styles.card({ padding, accent })}
      aria-labelledby={title !== undefined ? titleId : undefined}
    >
      {hasHeader && (
        <div className={styles.header}>
          {title !== undefined && (
            <div className={styles.headings}>
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
              {description && <p className={styles.description}>{description}</p>}
            </div>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </Element>
  );
}
