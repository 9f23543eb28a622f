import { describe, expect, it } from 'vitest';
import { isScrolledToEnd } from './scrolled-to-end';

describe('isScrolledToEnd', () => {
  const box = (scrollTop: number) => ({ scrollHeight: 1000, clientHeight: 400, scrollTop });

  it('is true within 10 px of the end, and not before', () => {
    expect(isScrolledToEnd(box(600))).toBe(true);
    expect(isScrolledToEnd(box(590))).toBe(true);
    expect(isScrolledToEnd(box(589))).toBe(false);
    expect(isScrolledToEnd(box(0))).toBe(false);
  });

  it('is true when the text fits without scrolling', () => {
    expect(isScrolledToEnd({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});
