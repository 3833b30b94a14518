// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToElementWhenPresent } from './scroll-on-navigate';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('scrollToElementWhenPresent — spec 000 §2: "The page query parameter scrollTo scrolls to the element with the given id"', () => {
  it('scrolls to an element that is already there', () => {
    document.body.innerHTML = '<section id="videos"></section>';
    const target = document.getElementById('videos')!;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    scrollToElementWhenPresent('videos');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('waits for an element that a lazy screen renders later', async () => {
    scrollToElementWhenPresent('late');
    const late = document.createElement('div');
    late.id = 'late';
    const scrollIntoView = vi.fn();
    late.scrollIntoView = scrollIntoView;
    document.body.append(late);
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
  });

  it('gives up after the wait, so a wrong id never scrolls the page later', async () => {
    vi.useFakeTimers();
    scrollToElementWhenPresent('never', 100);
    vi.advanceTimersByTime(150);
    vi.useRealTimers();
    const element = document.createElement('div');
    element.id = 'never';
    const scrollIntoView = vi.fn();
    element.scrollIntoView = scrollIntoView;
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
