export type Throttle = {
  /** Asks for a run: at once when none ran within the interval, else when the interval ends. */
  request: () => void;
  cancel: () => void;
};

/**
 * Runs `run` at most once per `interval` milliseconds, first at once and then at the end of
 * each interval in which it was asked for again, so the latest request is never dropped and
 * never waits longer than the interval.
 */
export function createThrottle(run: () => void, interval: number): Throttle {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    lastRun = Date.now();
    run();
  };
  return {
    request: () => {
      if (timer !== undefined) return;
      const wait = lastRun + interval - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
