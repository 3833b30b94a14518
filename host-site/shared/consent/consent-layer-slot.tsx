import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';

/**
 * The consent layer's code is a chunk of its own, loaded after the first paint (DESIGN.md: first route
 * 110 kB). Its HTML is not: the server renders the cookie banner into the page, so a first visit sees
 * it with the page instead of a large box appearing a second or two later (it was the largest paint,
 * so LCP, of the video list and the profile on a phone). The browser keeps that HTML as it is until
 * the chunk arrives, then hydrates it (Suspense boundaries the server filled).
 */
const LazyLayer = lazy(() => import('./consent-layer').then((module) => ({ default: module.ConsentLayer })));
const LazyFooter = lazy(() => import('./consent-layer').then((module) => ({ default: module.ConsentFooter })));

export interface ConsentParts {
  /** The fixed layer with the cookie banner and the data-protection notice. */
  Layer: ComponentType;
  /** The "Cookie settings" row and the spacer after the footer. */
  Footer: ComponentType;
}

/** The server render provides the parts imported up front (its render must not suspend); the browser loads them lazily. */
export const ConsentPartsContext = createContext<ConsentParts>({ Layer: LazyLayer, Footer: LazyFooter });

/** Where PageLayout shows the fixed consent layer: the same boundary on the server and in the browser. */
export function ConsentLayerSlot() {
  const { Layer } = useContext(ConsentPartsContext);
  return (
    <Suspense fallback={null}>
      <Layer />
    </Suspense>
  );
}

/** Where PageLayout shows the "Cookie settings" row, after the footer. */
export function ConsentFooterSlot() {
  const { Footer } = useContext(ConsentPartsContext);
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
