import type { Kysely } from 'kysely';
import { isPostgres } from '../../../db/database.ts';

/**
 * The service menu of the service home (spec §2 "Service menu entries", §3 "Service home") and
 * the home banners, seeded with the entries every installation starts with.
 *
 * `event_type_id` (EVENT_TYPES) lets an event entry follow the current event of its kind when
 * `event_id` is not fixed; `redirect_url_*` is the link of LEISURE_EVENT_ODE per language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  let menu = db.schema
    .createTable('service_menu')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('code', 'varchar(40)', (col) => col.notNull())
    .addColumn('event_id', 'integer')
    .addColumn('event_type_id', 'integer')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull());
  for (const base of ['name', 'content', 'redirect_url']) {
    for (const lang of ['cn', 'pt', 'en']) {
      menu = menu.addColumn(`${base}_${lang}`, 'text', (col) => col.notNull().defaultTo(''));
    }
  }
  await menu.execute();

  let banner = db.schema
    .createTable('banner')
    .addColumn('id', 'integer', (col) =>
      pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('link_url', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('starts_at', 'varchar(30)')
    .addColumn('ends_at', 'varchar(30)')
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull());
  for (const lang of ['cn', 'pt', 'en']) {
    banner = banner.addColumn(`title_${lang}`, 'text', (col) => col.notNull().defaultTo(''));
  }
  await banner.execute();

  const menuRows = [
    [
      'LOCAL_VACANCY',
      null,
      '本地職位空缺',
      'Vagas locais',
      'Local vacancies',
      '按職業類別瀏覽及搜尋職位',
      'Procure vagas por classe profissional',
      'Browse and search vacancies by job class',
      ['', '', ''],
    ],
    [
      'RECOMMAND_VACANCY',
      null,
      '推薦職位',
      'Vagas recomendadas',
      'Recommended vacancies',
      '按您的求職意向推薦的職位',
      'Vagas escolhidas segundo as suas preferências',
      'Vacancies matched to what you are looking for',
      ['', '', ''],
    ],
    [
      'INDUSTRY_EVENT',
      1,
      '行業專場配對會',
      'Sessões de emparelhamento por sector',
      'Industry matching sessions',
      '按行業舉辦的招聘配對會',
      'Sessões de recrutamento por sector',
      'Recruitment sessions by industry',
      ['', '', ''],
    ],
    [
      'LEISURE_EVENT',
      2,
      '休閒行業招聘會',
      'Feira de emprego do sector do lazer',
      'Leisure industry job fair',
      '綜合旅遊休閒企業招聘',
      'Recrutamento das empresas de turismo e lazer',
      'Recruitment by tourism and leisure companies',
      ['', '', ''],
    ],
    [
      'GRAND_EVENT',
      3,
      '大型招聘會',
      'Grande feira de emprego',
      'Grand job fair',
      '多個行業的大型招聘活動',
      'Grande evento de recrutamento de vários sectores',
      'A large recruitment event across industries',
      ['', '', ''],
    ],
    [
      'LEISURE_EVENT_ODE',
      null,
      '企業招聘資訊',
      'Informação de recrutamento',
      'Employer recruitment news',
      '企業最新招聘資訊',
      'Novidades de recrutamento das empresas',
      'The latest recruitment news from employers',
      [
        'https://www.dsal.gov.mo/zh_tw/standard/index.html',
        'https://www.dsal.gov.mo/pt/standard/index.html',
        'https://www.dsal.gov.mo/en/standard/index.html',
      ],
    ],
    [
      'JOBSEEK_SERVICE',
      null,
      '求職配對服務',
      'Serviço de emparelhamento de emprego',
      'Job-seeking referral service',
      '登記求職並獲得職位轉介',
      'Inscreva-se e receba encaminhamentos para vagas',
      'Register and get referred to vacancies',
      ['', '', ''],
    ],
  ] as const;
  await db
    .insertInto('service_menu')
    .values(
      menuRows.map(([code, eventType, nameCn, namePt, nameEn, cCn, cPt, cEn, urls], index) => ({
        code,
        event_type_id: eventType,
        sort_order: index + 1,
        name_cn: nameCn,
        name_pt: namePt,
        name_en: nameEn,
        content_cn: cCn,
        content_pt: cPt,
        content_en: cEn,
        redirect_url_cn: urls[0],
        redirect_url_pt: urls[1],
        redirect_url_en: urls[2],
      })),
    )
    .execute();

  const bannerRows = [
    [
      '/banners/job-fair.svg',
      '/match-kinds',
      '招聘會火熱報名中',
      'Inscrições abertas para as feiras de emprego',
      'Job fairs: registration open',
    ],
    [
      '/banners/recommend.svg',
      '/recommend-list',
      '看看為您推薦的職位',
      'Veja as vagas recomendadas para si',
      'See the vacancies recommended for you',
    ],
    [
      '/banners/resume.svg',
      '/cv',
      '建立履歷，預約面試更快捷',
      'Crie o currículo e marque entrevistas mais depressa',
      'Create your resume to book interviews faster',
    ],
  ] as const;
  await db
    .insertInto('banner')
    .values(
      bannerRows.map(([image, link, cn, pt, en], index) => ({
        image_url: image,
        link_url: link,
        sort_order: index + 1,
        title_cn: cn,
        title_pt: pt,
        title_en: en,
      })),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('banner').execute();
  await db.schema.dropTable('service_menu').execute();
}
