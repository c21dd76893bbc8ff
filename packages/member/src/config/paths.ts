/**
 * Every route of the member app, below the router's basename `/member` (the server serves the app
 * there). Screens link with `getHref` so a renamed path changes in one place.
 */
const route = <P extends string>(path: P) => ({ path, getHref: () => path });

/** The router's basename: where the server serves the app. */
export const BASENAME = '/member';

export const paths = {
  home: route('/'),
  signIn: route('/sign-in'),
  activity: route('/activity'),
  giftCards: route('/gift-cards'),
  chat: route('/chat'),
} as const;
