/** Addresses of the employer's vacancy pages. */
export function postingsPath(search = ''): string {
  return `/employer/vacancies${search ? `?${search}` : ''}`;
}

export const newPostingPath = () => '/employer/vacancies/new';

export function postingPath(id: number | string): string {
  return `/employer/vacancies/${encodeURIComponent(String(id))}`;
}

export function editPostingPath(id: number | string): string {
  return `${postingPath(id)}/edit`;
}

/** The employer's interview requests of one vacancy. */
export function postingRequestsPath(jobOfferId: number): string {
  return `/employer/interviews?jobOfferId=${jobOfferId}`;
}
