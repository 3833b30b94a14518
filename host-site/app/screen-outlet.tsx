import { useLoaderData } from 'react-router';
import { usePreloadFirstTile } from '../shared/components/first-tile-preload';
import type { PageLoaderData } from '../shared/page/page-data';
import type { FeatureName } from './feature-for-screen';
import { importedFeature, type FeatureImporter } from './feature-loaders';

/**
 * The page route's element: the screen of the feature its loader picked. The
 * loader imported the module before the page renders (the browser imports the
 * first page's module before hydrating), so nothing suspends here. A page whose
 * top picture is a tile gets it preloaded (the feature names its grids): here,
 * once, so the preload code is part of the entry instead of a chunk of its own.
 */
export function ScreenOutlet({ importers }: { importers: Readonly<Record<FeatureName, FeatureImporter>> }) {
  const { feature, data } = useLoaderData() as PageLoaderData;
  const module = importedFeature(importers[feature as FeatureName]);
  if (!module) throw new Error(`ScreenOutlet: expected the module of feature "${feature}" to be imported by the page loader, got none`);
  usePreloadFirstTile(...(module.lcpGrids?.(data as never) ?? []));
  const { Screen } = module;
  return <Screen />;
}
