import { useLoaderData } from 'react-router';
import { useWidgetServerRender } from '../shared/components/widget-server-render';
import type { PageLoaderData } from '../shared/page/page-data';
import type { FeatureName } from './feature-for-screen';
import { importedFeature, type FeatureImporter } from './feature-loaders';

/**
 * The page route's element: the screen of the feature its loader picked. The
 * loader imported the module before the page renders (the browser imports the
 * first page's module before hydrating), so nothing suspends here. A page whose
 * top picture is a tile gets it preloaded in the server's HTML (the feature names its grids).
 */
export function ScreenOutlet({ importers }: { importers: Readonly<Record<FeatureName, FeatureImporter>> }) {
  const { feature, data } = useLoaderData() as PageLoaderData;
  const module = importedFeature(importers[feature as FeatureName]);
  if (!module) throw new Error(`ScreenOutlet: expected the module of feature "${feature}" to be imported by the page loader, got none`);
  // Server only (the server entry provides it, so the browser's entry carries none of it): the preload
  // counts in the HTML, before any script; in the browser the tile grid asks for its pictures itself.
  // The provider is there for every render of the server or for none, so the hook's call order is stable.
  useWidgetServerRender()?.usePreloadFirstTile(...(module.lcpGrids?.(data as never) ?? []));
  const { Screen } = module;
  return <Screen />;
}
