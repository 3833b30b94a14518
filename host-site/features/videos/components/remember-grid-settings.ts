import { useCallback } from 'react';
import { storeTileGridSettings, type TileGridSettings, type TileGridSettingType } from '../../../../sdk/tile-grid-settings';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';

type SettingsChange = { [K in keyof TileGridSettings]?: TileGridSettings[K] | null };

/**
 * Remembers a change of a list's settings on the guest (issue 15 §7, POST storeTileGridSettings). It never
 * stops the guest: when the store fails the list still shows what they chose (the address says it), and
 * only the next visit falls back to the list's defaults.
 */
export function useRememberGridSettings(type: TileGridSettingType | null): (change: SettingsChange) => Promise<void> {
  const services = useAppServices();
  const language = useLanguage();
  return useCallback(
    async (change: SettingsChange) => {
      if (type === null) return;
      await storeTileGridSettings(services.restClient(language), type, change).catch((error: unknown) => {
        console.warn('The list settings could not be remembered', error);
      });
    },
    [services, language, type],
  );
}
