/** How a notification's text writes each vacancy it lists, one a line (the inbox, SMS, push). */
export const LIST_BULLET = '• ';

/** A vacancy an e-mail lists: its title, linking to it. */
export interface MailLink {
  title: string;
  href: string;
}

/** A piece of an e-mail's body: a paragraph, or a list of linked vacancies. */
export type MailBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: MailLink[] };

/**
 * A notification's body as an e-mail lays it out: each line a paragraph, and the lines that list
 * the vacancies (`• title`, in order) one list whose titles link to the vacancies.
 */
export function mailBlocks(body: string, vacancies: readonly MailLink[]): MailBlock[] {
  const blocks: MailBlock[] = [];
  let next = 0;
  for (const line of body.split('\n')) {
    const vacancy = vacancies[next];
    if (vacancy && line === `${LIST_BULLET}${vacancy.title}`) {
      const last = blocks.at(-1);
      if (last?.kind === 'list') last.items.push(vacancy);
      else blocks.push({ kind: 'list', items: [vacancy] });
      next += 1;
    } else if (line.trim() !== '') {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
