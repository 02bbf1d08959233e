import { useQueries } from '@tanstack/react-query';
import { JOBOFFER_SEARCH_ENDPOINTS as E, type Favorite, type JobOfferDetail } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { favoriteKeys } from './query-keys.ts';

/** A vacancy's detail in the shape of a favourite, for the favourites a visitor keeps locally. */
export function favoriteOf(offer: JobOfferDetail): Favorite {
  return {
    jobOfferId: offer.id,
    companyType: offer.companyType,
    jobOfferTitle: offer.jobOfferTitle,
    salary: offer.salary,
    salaryTypeName: offer.salaryTypeName,
    companyName: offer.companyName,
    education: offer.education,
    experienceSkill: offer.experienceSkill,
    workingArea: offer.workingArea,
    workingTime: offer.workingTime,
    jobDescription: offer.jobDescription,
    additionalMessage: offer.additionalMessage,
    isShowAdditionalMessage: offer.isShowAdditionalMessage,
    hashTag: offer.hashTag,
    needCv: offer.needCv,
    isValid: offer.isValid,
    createdAt: '',
    ...(offer.inChinese ? { inChinese: offer.inChinese } : {}),
  };
}

/** GET v1/joboffers/{id} for a visitor's favourite; a removed vacancy fails (shown, not toasted). */
export async function getVisitorOffer(id: number, signal?: AbortSignal): Promise<Favorite> {
  const offer = await call(E.jobOffer, { params: { id } }, { signal, quiet: true });
  return favoriteOf(offer);
}

/** The vacancies of the visitor's favourites, one query each, in the stored order. */
export function useVisitorOffers(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: favoriteKeys.visitorOffer(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getVisitorOffer(id, signal),
    })),
  });
}
