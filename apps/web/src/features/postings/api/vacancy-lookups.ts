import { useQuery } from '@tanstack/react-query';
import { JOBOFFER_CATALOG_ENDPOINTS as E, type ReferenceType } from '@vaga/contract';
import { useReferences } from '@/shared/api/references.ts';
import { call } from '@/shared/lib/http.ts';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

/** Names of a vacancy's chosen options, by id; an unknown id (or one not loaded yet) is null. */
export interface VacancyLookups {
  option: (type: ReferenceType, id: number | null) => string | null;
  jobClass: (groupId: number, categoryId: number) => string | null;
}

/** GET v1/joboffers/localvancancy/catalog: the job classes and their subcategories, named. */
function useJobClassNames() {
  const language = currentApiLanguage();
  return useQuery({
    queryKey: [...consoleKeys.jobClassNames(), language],
    queryFn: ({ signal }) => call(E.localVacancyCatalog, {}, { signal, quiet: true }),
    staleTime: 10 * 60_000,
  });
}

/**
 * The names staff read for a vacancy's options (job title, salary type, education) and job class,
 * from the reference options and the job-class catalogue. While either loads, ids stand in.
 */
export function useVacancyLookups(): VacancyLookups {
  const references = useReferences();
  const classes = useJobClassNames();
  return {
    option: (type, id) =>
      id === null ? null : (references.data?.[type]?.find((o) => o.id === id)?.name ?? null),
    jobClass: (groupId, categoryId) => {
      const group = classes.data?.find((c) => c.groupId === groupId);
      if (!group) return null;
      const sub = group.subCategories.find((s) => s.id === categoryId);
      return sub ? `${group.name} · ${sub.name}` : group.name;
    },
  };
}
