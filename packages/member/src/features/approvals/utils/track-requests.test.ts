import { describe, expect, it } from 'vitest';
import { nextRequest } from './track-requests';

describe('nextRequest', () => {
  it('shows the newest request when none is shown', () => {
    expect(nextRequest({ shownId: null, answered: [] }, ['b', 'a'])).toEqual({
      tracking: { shownId: 'b', answered: [] },
      vanished: false,
    });
  });

  it('keeps the shown one while it is pending, even when a newer one arrives', () => {
    expect(nextRequest({ shownId: 'a', answered: [] }, ['b', 'a']).tracking.shownId).toBe('a');
  });

  it('says when the shown one went away unanswered, and moves on', () => {
    expect(nextRequest({ shownId: 'a', answered: [] }, ['b'])).toEqual({
      tracking: { shownId: 'b', answered: [] },
      vanished: true,
    });
    expect(nextRequest({ shownId: 'a', answered: [] }, []).vanished).toBe(true);
  });

  it('never shows an answered one again, and its going away is not news', () => {
    expect(nextRequest({ shownId: 'a', answered: ['a'] }, ['a'])).toEqual({
      tracking: { shownId: null, answered: ['a'] },
      vanished: false,
    });
  });
});
