import { expect, type Locator, type Page } from '@playwright/test';
import { CONSOLE_EVENT_PATHS, macaoToday } from '@vaga/contract';

/** An event's texts as the staff form takes them, the same in every language unless told. */
export interface NewEvent {
  kind: 'Industry matching sessions' | 'Leisure-industry events' | 'Large job fairs';
  catalogueType: 1 | 2 | 3;
  name: string;
  venue: string;
  /** `YYYY-MM-DD`. */
  firstDay: string;
  lastDay: string;
  /** `YYYY-MM-DD`, Macao days: from 00:00 of the first to 23:59:59 of the last. */
  registerFrom: string;
  registerTo: string;
  bookingsPerSeeker?: number;
}

export interface NewSession {
  day: string;
  startsAt: string;
  endsAt: string;
  seats: number;
  ticketsFrom: string;
  ticketsUntil: string;
}

const CATALOGUE_TYPES = {
  1: 'Type 1: a list of vacancies',
  2: 'Type 2: vacancies by job class',
  3: 'Type 3: vacancies by job class (job fair)',
} as const;

/**
 * The staff console's events (`/staff/events`, one event, its check-in page) and the employer's
 * event bookings, in English, for a console already logged in.
 */
export class ConsoleEvents {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** Opens an event's page by its id. */
  async openEvent(eventId: number): Promise<void> {
    await this.page.goto(`/staff/events/${eventId}`);
    await expect(this.main.getByRole('heading', { level: 2 })).toBeVisible();
  }

  /** Opens an event from the list (enrolling, registration closed or finished), by its name. */
  async openEventNamed(
    name: string,
    tab: 'Enrolling' | 'Registration closed' | 'Finished' = 'Enrolling',
  ): Promise<void> {
    await this.page.goto('/staff/events');
    await this.main.getByRole('tab', { name: tab, exact: true }).click();
    await this.main.getByRole('link', { name, exact: true }).first().click();
    await expect(this.main.getByRole('heading', { name, level: 2 })).toBeVisible();
  }

  /** Creates an event from the list's "Create an event"; lands on its page; answers its id. */
  async createEvent(event: NewEvent): Promise<number> {
    await this.page.goto('/staff/events');
    await this.main.getByRole('link', { name: 'Create an event' }).click();
    const form = this.main.getByRole('form', { name: 'The new event' });
    await form.getByLabel('Kind of event').selectOption({ label: event.kind });
    await form
      .getByLabel('Catalogue type')
      .selectOption({ label: CATALOGUE_TYPES[event.catalogueType] });
    for (const language of ['Chinese', 'Portuguese', 'English']) {
      await form.getByLabel(`Name (${language})`).fill(event.name);
      await form.getByLabel(`Venue (${language})`).fill(event.venue);
    }
    await form.getByLabel('First day').fill(event.firstDay);
    await form.getByLabel('Last day').fill(event.lastDay);
    await form.getByLabel('Opens at').fill('10:00');
    await form.getByLabel('Closes at').fill('18:00');
    await form.getByLabel('Registration from (Macao time)').fill(event.registerFrom);
    await form.getByLabel('Registration until (Macao time)').fill(event.registerTo);
    if (event.bookingsPerSeeker !== undefined)
      await form.getByLabel('Bookings per job seeker (1–20)').fill(String(event.bookingsPerSeeker));
    await form.getByRole('button', { name: 'Create the event' }).click();
    await expect(this.main.getByRole('heading', { name: event.name, level: 2 })).toBeVisible();
    return Number(/\/staff\/events\/(\d+)$/.exec(new URL(this.page.url()).pathname)?.[1]);
  }

  /** Adds a session on the event's page and waits for it in the list. */
  async addSession(session: NewSession): Promise<void> {
    const form = this.main.getByRole('form', { name: 'Add a session' });
    await form.getByLabel('Day').fill(session.day);
    await form.getByLabel('Starts at').fill(session.startsAt);
    await form.getByLabel('Ends at').fill(session.endsAt);
    await form.getByLabel('Seats').fill(String(session.seats));
    await form.getByLabel('Tickets collected from').fill(session.ticketsFrom);
    await form.getByLabel('Tickets collected until').fill(session.ticketsUntil);
    await form.getByRole('button', { name: 'Add the session' }).click();
    await expect(
      this.sessions().getByRole('button', {
        name: `Change the session of ${session.day} ${session.startsAt}`,
      }),
    ).toBeVisible();
  }

  sessions(): Locator {
    return this.main.getByRole('list', { name: 'Sessions' });
  }

  /** A fact of the event's page (Registration, Registered, Checked in…). */
  fact(label: string): Locator {
    return this.main
      .locator('dl > div')
      .filter({ has: this.page.getByText(label, { exact: true }) })
      .locator('dd');
  }

  async setRegistration(open: boolean): Promise<void> {
    await this.main
      .getByRole('button', { name: open ? 'Open registration' : 'Close registration' })
      .click();
    await expect(
      this.main.getByRole('button', { name: open ? 'Close registration' : 'Open registration' }),
    ).toBeVisible();
  }

  /**
   * Moves an event, its registration's close and its sessions to today (Macao), each session's
   * tickets collected all day, through the console's API with the page's token: check-in is open
   * only on the event's days, in the ticket collection time of the seeker's session. For a
   * console page already open.
   */
  async moveToToday(eventId: number): Promise<void> {
    const today = macaoToday();
    const paths = {
      event: CONSOLE_EVENT_PATHS.consoleEvent.replace(':id', String(eventId)),
      session: CONSOLE_EVENT_PATHS.consoleEventSession.replace(':id', String(eventId)),
    };
    const statuses = await this.page.evaluate(
      async ({ paths, today }) => {
        const token = localStorage.getItem('vaga.token');
        const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
        const event = await (await fetch(paths.event, { headers })).json();
        const put = (url: string, body: unknown) =>
          fetch(url, { method: 'PUT', headers, body: JSON.stringify(body) }).then((r) => r.status);
        const answers = [
          // Registration closes by the end of the event's last day: today, as the event.
          await put(paths.event, {
            ...event.input,
            startDate: today,
            endDate: today,
            registerTo: today,
          }),
        ];
        for (const s of event.sessions as Record<string, string | number>[])
          answers.push(
            await put(paths.session.replace(':sessionId', String(s.sessionId)), {
              date: today,
              startTime: s.startTime,
              endTime: s.endTime,
              quota: s.quota,
              ticketFrom: '00:00',
              ticketTo: '23:59',
            }),
          );
        return answers;
      },
      { paths, today },
    );
    expect(
      statuses.every((status) => status === 200),
      String(statuses),
    ).toBe(true);
  }

  /** The check-in page of the event open now (or of `eventId`). */
  async openCheckin(eventId?: number): Promise<void> {
    if (eventId === undefined) await this.main.getByRole('link', { name: 'Check-in' }).click();
    else await this.page.goto(`/staff/events/${eventId}/checkin`);
    await expect(this.main.getByRole('heading', { name: /^Check-in: .+/ })).toBeVisible();
  }

  /** Types a ticket (the QR code's content or the ticket number) and checks it in. */
  async checkInTyped(ticket: string): Promise<void> {
    const form = this.main.getByRole('form', { name: 'Type a ticket' });
    await form.getByLabel('Ticket number or ticket').fill(ticket);
    const answered = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/checkins$/.test(new URL(response.url()).pathname),
    );
    await form.getByRole('button', { name: 'Check in' }).click();
    await answered;
  }

  /** The result of the last check-in (role status), with the seeker and the counts. */
  result(): Locator {
    return this.main.getByRole('status');
  }

  /** The waiting count the last successful check-in answered. */
  async waitingCount(): Promise<number> {
    const value = this.result()
      .locator('dl > div')
      .filter({ has: this.page.getByText('Waiting at the venue', { exact: true }) })
      .locator('dd');
    await expect(value).toHaveText(/^\d+$/);
    return Number(await value.textContent());
  }

  /** The refusal of the last check-in, in the catalogue's words. */
  refusal(): Locator {
    return this.main.getByRole('alert');
  }

  /** The employer's event bookings page, from the console navigation. */
  async openEmployerBookings(): Promise<Locator> {
    await this.page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Event bookings' })
      .click();
    await expect(
      this.main.getByRole('heading', { name: 'Event bookings', level: 2 }),
    ).toBeVisible();
    return this.main;
  }
}
