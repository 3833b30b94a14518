import { useEffect, useState, type RefObject } from 'react';

/** Whether an element is (near) the viewport; true until the observer says otherwise, and where there is none. */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true), { rootMargin: '100px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
