import { useRef, useState } from 'react';

/**
 * An upload's progress and its cancelling: `start()` before sending gives the signal the upload is
 * sent with (and sets the progress to 0); `cancel()` aborts it.
 */
export function useUploadControl() {
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  return {
    progress,
    onProgress: setProgress,
    start: () => {
      controller.current = new AbortController();
      setProgress(0);
      return controller.current.signal;
    },
    cancel: () => controller.current?.abort(),
  };
}
