// The city list (docs/api.md#catalogue: GetCityList), loaded once per page and shared by every form that shows it.
// A failure is logged (docs/screens.md#messages) and offered again through `retry`.
import { useCallback, useEffect, useState } from 'react';
import type { City } from '../../domain/types.js';
import { getCityList } from '../../api/catalog.js';

let shared: Promise<City[]> | null = null;

function loadCities(): Promise<City[]> {
  shared ??= getCityList().catch((error: unknown) => {
    shared = null; // the next mount or retry asks again
    throw error;
  });
  return shared;
}

export type CitiesState = { cities: City[]; failed: boolean; retry(): void };

export function useCities(): CitiesState {
  const [cities, setCities] = useState<City[]>([]);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    loadCities().then(
      (list) => live && (setCities(list), setFailed(false)),
      (error: unknown) => {
        console.error('[trini] city list failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [round]);
  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { cities, failed, retry };
}
