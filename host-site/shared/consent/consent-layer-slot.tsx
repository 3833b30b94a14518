import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';

/**
 * The consent layer's code is a chunk of its own, loaded after the first paint (DESIGN.md: first route
 * 110 kB). Its HTML is not: the server renders the cookie banner into the page, so a first visit sees
 * it with the page instead of a large box appearing a second or two later (it was the largest paint,
 * so LCP, of the video list and the profile on a phone). The browser keeps that HTML as it is until
 * the chunk arrives, then hydrates it (a Suspense boundary the server filled).
 */
const LazyConsentLayer = lazy(() => import('./consent-layer').then((module) => ({ default: module.ConsentLayer })));

/** The server render provides the layer imported up front (its render must not suspend); the browser loads it lazily. */
export const ConsentLayerComponent = createContext<ComponentType>(LazyConsentLayer);

/** Where PageLayout shows the consent layer: the same boundary on the server and in the browser. */
export function ConsentLayerSlot() {
  const Layer = useContext(ConsentLayerComponent);
  return (
    <Suspense fallback={null}>
      <Layer />
    </Suspense>
  );
}
