import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@vaga/contract';
import { AppShell } from './app-shell.ts';

/** Texts the vacancy journey reads, per language of the app. */
export const VACANCY_TEXTS = {
  'zh-Hant': {
    search: '搜尋',
    searchbox: '搜尋職位',
    filter: '篩選',
    salaryFrom: '由（澳門元）',
    salaryTo: '至（澳門元）',
    apply: '套用',
    save: '收藏',
    close: '關閉',
    login: '登入',
    requestInterview: '申請面試',
    favoritesTab: '收藏',
  },
  pt: {
    search: 'Pesquisar',
    searchbox: 'Pesquisar vagas',
    filter: 'Filtrar',
    salaryFrom: 'De (MOP)',
    salaryTo: 'Até (MOP)',
    apply: 'Aplicar',
    save: 'Guardar',
    close: 'Fechar',
    login: 'Entrar',
    requestInterview: 'Pedir entrevista',
    favoritesTab: 'Favoritos',
  },
} as const;
export type JourneyLocale = keyof typeof VACANCY_TEXTS;

/** The vacancy screens: job list with search and filter, the detail over it, favourites. */
export class VacancyScreens extends AppShell {
  readonly texts: (typeof VACANCY_TEXTS)[JourneyLocale];
  readonly list: Locator;
  readonly items: Locator;
  readonly detail: Locator;

  constructor(page: Page, locale: JourneyLocale) {
    super(page);
    this.texts = VACANCY_TEXTS[locale];
    this.list = page.locator('ul.vaga-paged-list__items');
    this.items = this.list.locator(':scope > li');
    this.detail = page.getByRole('dialog');
  }

  async search(keyword: string): Promise<void> {
    await this.page.getByRole('combobox', { name: this.texts.searchbox }).fill(keyword);
    await this.page.getByRole('button', { name: this.texts.search, exact: true }).click();
  }

  async filterSalary(from: number, to: number): Promise<void> {
    await this.page.getByRole('button', { name: this.texts.filter }).click();
    await this.page.getByLabel(this.texts.salaryFrom).fill(String(from));
    await this.page.getByLabel(this.texts.salaryTo).fill(String(to));
    await this.page.getByRole('button', { name: this.texts.apply }).click();
  }

  /** Opens the detail of the nth vacancy of the list; answers its title. */
  async openDetail(index: number): Promise<string> {
    const card = this.items.nth(index);
    const title = (await card.locator('.vaga-offer__title').textContent()) ?? '';
    await card.getByRole('link').click();
    await this.detail.getByRole('heading', { name: title }).waitFor();
    return title;
  }

  saveToggle(): Locator {
    return this.detail.getByRole('button', { name: this.texts.save });
  }

  async closeDetail(): Promise<void> {
    await this.detail.getByRole('button', { name: this.texts.close }).click();
    await this.detail.waitFor({ state: 'detached' });
  }

  /** The ids of the visitor's favourites kept in local storage. */
  visitorFavorites(): Promise<number[]> {
    return this.page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as number[],
      STORAGE_KEYS.visitorFavorites,
    );
  }

  /** Logs in with a demo account of the embedded provider, from the top bar. */
  async login(username: string): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: this.texts.login }).click();
    await this.page.locator('input[name="username"]').fill(username);
    await this.page.locator('input[name="password"]').fill('demo');
    await this.page.locator('button[type="submit"]').first().click();
  }

  favoriteCard(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }
}
