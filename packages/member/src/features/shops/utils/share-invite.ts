/** What sharing an invite came to: the phone's share sheet took it, the link was copied, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The parts of the browser's navigator sharing uses (a test passes its own). */
export interface SharingNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

export interface Invite {
  title: string;
  text: string;
  url: string;
}

/**
 * Shares the invite with the Web Share API where the browser has it (a phone's share sheet), and
 * copies the link to the clipboard where it has not, or where sharing failed for another reason
 * than the member closing the sheet (that is `cancelled`: nothing more is done).
 */
export async function shareInvite(invite: Invite, nav: SharingNavigator = navigator): Promise<ShareOutcome> {
  if (nav.share && (!nav.canShare || nav.canShare(invite))) {
    try {
      await nav.share(invite);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!nav.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(invite.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
