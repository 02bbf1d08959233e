/** The staff's vacancy review: the queue (oldest submission first) and one posting. */
export function vacancyReviewsPath(search = ''): string {
  return `/staff/vacancy-review${search ? `?${search}` : ''}`;
}

export function vacancyReviewPath(id: number | string): string {
  return `/staff/vacancy-review/${encodeURIComponent(String(id))}`;
}

/** The staff's reported vacancies: the queue (open or closed) and one vacancy's reports. */
export function vacancyReportsPath(search = ''): string {
  return `/staff/vacancy-reports${search ? `?${search}` : ''}`;
}

export function vacancyReportPath(jobOfferId: number | string): string {
  return `/staff/vacancy-reports/${encodeURIComponent(String(jobOfferId))}`;
}
