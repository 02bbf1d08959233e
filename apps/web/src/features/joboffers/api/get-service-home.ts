import { queryOptions, useQuery } from '@tanstack/react-query';
import { SERVICE_HOME_ENDPOINTS as E, type Banner, type ServiceHome } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { jobOfferKeys } from './query-keys.ts';
import { OFFLINE_FIRST } from '@/shared/lib/online.ts';

/** GET v1/servicehome: the vacancy statistics and the service menu, texts in the current language. */
export function getServiceHome(signal?: AbortSignal): Promise<ServiceHome> {
  return call(E.serviceHome, {}, { signal });
}

export function serviceHomeQuery() {
  return queryOptions({
    queryKey: jobOfferKeys.serviceHome(),
    networkMode: OFFLINE_FIRST,
    queryFn: ({ signal }) => getServiceHome(signal),
  });
}

export function useServiceHome() {
  return useQuery(serviceHomeQuery());
}

/** GET v1/banners: the home banners showing now, in order. */
export function getBanners(signal?: AbortSignal): Promise<Banner[]> {
  return call(E.banners, {}, { signal, quiet: true });
}

export function bannersQuery() {
  return queryOptions({
    queryKey: jobOfferKeys.banners(),
    networkMode: OFFLINE_FIRST,
    queryFn: ({ signal }) => getBanners(signal),
  });
}

export function useBanners() {
  return useQuery(bannersQuery());
}
