export { Avatar, avatarSizes } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { initials } from './initials';
