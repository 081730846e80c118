import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { nextShiftLimit } from '@sc/domain/field-checks/shift-lists';

/**
 * Infinite scroll (requirements.md 9: 20, then 20 more): a sentinel under the list raises the limit when
 * it comes into view. Without IntersectionObserver the list's "Show more" button does it.
 */
export function useLoadMoreOnScroll(hasMore: boolean, setLimit: Dispatch<SetStateAction<number>>) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setLimit((current) => nextShiftLimit(current));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, setLimit]);
  return sentinel;
}
