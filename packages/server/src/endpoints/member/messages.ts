/** The member app's own texts that the server sends. */
export const MEMBER_APP_MESSAGES = {
  nameSaved: 'Name saved',
} as const;
