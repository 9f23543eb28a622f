/**
 * Tells this instance's job worker that a job was just queued, so it looks at once instead of at its
 * next poll. Other instances find the job at their next poll.
 */
export interface JobSignal {
  jobQueued(): void;
  onJobQueued(listener: () => void): void;
}

export function createJobSignal(): JobSignal {
  const listeners = new Set<() => void>();
  return {
    jobQueued: () => listeners.forEach((listener) => listener()),
    onJobQueued: (listener) => void listeners.add(listener),
  };
}
