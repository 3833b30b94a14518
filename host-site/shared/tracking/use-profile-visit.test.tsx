// @vitest-environment happy-dom
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfileVisit } from './use-profile-visit';

const visits = vi.hoisted(() => [] as string[]);
vi.mock('./site-tracker', () => ({ trackActorProfileVisit: (actorName: string) => void visits.push(actorName) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Profile({ actorName }: { actorName: string | null }) {
  useProfileVisit(actorName);
  return null;
}

let root: Root;
beforeEach(() => {
  visits.length = 0;
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

/** Renders the names in turn (each as a re-render of the same mounted profile), then lets the lazy import settle. */
async function show(names: Array<string | null>, strict = false): Promise<string[]> {
  for (const actorName of names) {
    await act(async () => root.render(strict ? <StrictMode><Profile actorName={actorName} /></StrictMode> : <Profile actorName={actorName} />));
  }
  // The hook's import('./site-tracker') settles on a later task.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return visits;
}

// spec 002 §7.8 trackActorProfileVisit (actorName): one visit per profile shown.
describe('useProfileVisit', () => {
  it.each([
    ['nothing while the profile loads or failed', [null, null], []],
    ['one visit once the profile is ready', [null, 'Lena'], ['Lena']],
    ['no second visit when only the tab changes (same actor)', ['Lena', 'Lena', 'Lena'], ['Lena']],
    ['a visit per actor when the guest moves on and back', ['Lena', 'Mia', 'Lena'], ['Lena', 'Mia', 'Lena']],
  ] as const)('%s', async (_name, names, expected) => {
    expect(await show([...names])).toEqual(expected);
  });

  it('counts one visit under StrictMode, which runs effects twice', async () => {
    expect(await show(['Lena'], true)).toEqual(['Lena']);
  });
});
