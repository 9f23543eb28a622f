import { TERMS_SCROLL_THRESHOLD_PX } from '@nestway/core/terms';

/** True once a scrolling box shows its last pixels (within the threshold), or has nothing to scroll. */
export const isScrolledToEnd = (
  box: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>,
  threshold = TERMS_SCROLL_THRESHOLD_PX,
) => box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
