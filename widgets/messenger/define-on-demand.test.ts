// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineOnDemand } from './define-on-demand';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineOnDemand', () => {
  it('loads nothing until the tag appears, then loads once', async () => {
    const load = vi.fn(async () => undefined);
    defineOnDemand('velvet-lazy-one', load);
    document.body.append(document.createElement('div'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<velvet-lazy-one></velvet-lazy-one>';
    document.body.append(wrapper);
    document.body.append(document.createElement('velvet-lazy-one'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('loads at once when the page already has the tag', () => {
    document.body.innerHTML = '<velvet-lazy-two></velvet-lazy-two>';
    const load = vi.fn(async () => undefined);
    defineOnDemand('velvet-lazy-two', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
