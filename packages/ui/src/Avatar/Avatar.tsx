import { useState } from 'react';
import { initials } from './initials';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** Whose avatar it is; its initials show when there is no picture or it fails to load. */
  name: string;
  /** Picture URL. @default undefined (initials) */
  src?: string;
  /** Diameter. @default 'md' */
  size?: AvatarSize;
  /**
   * Reads the avatar as an image named `name`. Leave false when the name is already written next
   * to it (a list row), so it is not read twice. @default false
   */
  isLabelled?: boolean;
}

/**
 * A round picture of a person or business, or their initials.
 *
 * ```tsx
 * <Avatar name="Ada Lovelace" src={photoUrl} />
 * ```
 */
export function Avatar({ name, src, size = 'md', isLabelled = false }: AvatarProps) {
  // Remembers which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  const a11y = isLabelled ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true };
  return (
    <span {...a11y} className={styles.avatar({ size })} data-fallback={showImage ? undefined : ''}>
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
