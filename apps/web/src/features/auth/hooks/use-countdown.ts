import { useCallback, useEffect, useState } from 'react';

/** Seconds as minutes and seconds, both two digits: 600 reads 10:00. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Counts down from a number of seconds (`initialSeconds` the first time, when given) to zero. It counts against a deadline rather than by ticks,
 * so a throttled background tab still shows the right time when it wakes.
 */
export function useCountdown(durationSeconds: number, initialSeconds = durationSeconds) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, running]);

  /** Counts down again, from the duration or from the seconds given. */
  const restart = useCallback(
    (seconds = durationSeconds) => {
      const start = Date.now();
      setNow(start);
      setDeadline(start + seconds * 1000);
    },
    [durationSeconds],
  );

  return { secondsLeft, restart };
}
