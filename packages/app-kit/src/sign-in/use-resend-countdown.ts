import { useCallback, useEffect, useState } from 'react';
import { RESEND_CODE_SECONDS } from './texts.js';

/**
 * Seconds left before Resend OTP may be pressed. Counted from a deadline rather than by
 * decrementing, so a throttled background tab still shows the true time when it wakes up.
 */
export function useResendCountdown(seconds = RESEND_CODE_SECONDS) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + seconds * 1000);
  }, [seconds]);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, isCounting: remaining > 0, restart };
}
