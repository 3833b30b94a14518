import { useLoaderData } from 'react-router';
import type { PageLoaderData } from '../shared/page/page-data';
import type { FeatureName } from './feature-for-screen';
import { importedFeature, type FeatureImporter } from './feature-loaders';

/**
 * The page route's element: the screen of the feature its loader picked. The
 * loader imported the module before the page renders (the browser imports the
 * first page's module before hydrating), so nothing suspends here.
 */
export function ScreenOutlet({ importers }: { importers: Readonly<Record<FeatureName, FeatureImporter>> }) {
  const { feature } = useLoaderData() as PageLoaderData;
  const module = importedFeature(importers[feature as FeatureName]);
  if (!module) throw new Error(`ScreenOutlet: expected the module of feature "${feature}" to be imported by the page loader, got none`);
  const { Screen } = module;
  return <Screen />;
}
