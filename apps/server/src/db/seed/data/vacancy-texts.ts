import type { Texts } from './types.ts';

/** Streets for employer addresses: zh, and the Portuguese name English addresses also use. */
export const STREETS: readonly (readonly [string, string])[] = [
  ['新馬路', 'Avenida de Almeida Ribeiro'],
  ['南灣大馬路', 'Avenida da Praia Grande'],
  ['宋玉生廣場', "Alameda Dr. Carlos d'Assumpção"],
  ['友誼大馬路', 'Avenida da Amizade'],
  ['高士德大馬路', 'Avenida de Horta e Costa'],
  ['提督馬路', 'Avenida do Almirante Lacerda'],
  ['黑沙環中街', 'Rua Central da Areia Preta'],
  ['施督憲正街', 'Rua Correia da Silva'],
  ['路氹連貫公路', 'Estrada do Istmo'],
  ['荔枝碗馬路', 'Estrada de Lai Chi Vun'],
  ['祐漢街市街', 'Rua do Mercado de Iao Hon'],
  ['罅些喇提督大馬路', 'Avenida do Almirante Sérgio'],
];

/** Working-time texts by style. */
export const SCHEDULES: Record<'office' | 'shift' | 'retail' | 'site' | 'partTime', readonly Texts[]> = {
  office: [
    ['09:00–18:00，每週工作五天', '09:00–18:00, cinco dias por semana', '9:00–18:00, five days a week'],
    ['09:00–17:45，週一至週五', '09:00–17:45, de segunda a sexta-feira', '9:00–17:45, Monday to Friday'],
    ['08:30–17:30，隔週週六上午', '08:30–17:30, sábados de manhã alternados', '8:30–17:30, alternate Saturday mornings'],
  ],
  shift: [
    ['三班輪更，每週休息兩天', 'Três turnos rotativos, duas folgas por semana', 'Three rotating shifts, two days off a week'],
    ['早班 07:00–15:00／中班 15:00–23:00／夜班 23:00–07:00', 'Turnos 07:00–15:00 / 15:00–23:00 / 23:00–07:00', 'Shifts 7:00–15:00 / 15:00–23:00 / 23:00–7:00'],
    ['每更 12 小時，做四休三', 'Turnos de 12 horas, quatro dias de trabalho e três de folga', '12-hour shifts, four days on and three off'],
  ],
  retail: [
    ['10:00–22:00 輪班，每週工作六天', '10:00–22:00 por turnos, seis dias por semana', '10:00–22:00 in shifts, six days a week'],
    ['11:00–20:00，每月休息六天', '11:00–20:00, seis folgas por mês', '11:00–20:00, six days off a month'],
    ['07:00–16:00 或 14:00–23:00', '07:00–16:00 ou 14:00–23:00', '7:00–16:00 or 14:00–23:00'],
  ],
  site: [
    ['08:00–18:00，週一至週六', '08:00–18:00, de segunda-feira a sábado', '8:00–18:00, Monday to Saturday'],
    ['08:00–17:00，須按工程需要加班', '08:00–17:00, horas extraordinárias conforme a obra', '8:00–17:00, overtime as the project requires'],
  ],
  partTime: [
    ['兼職，週末及公眾假期', 'Tempo parcial, fins-de-semana e feriados', 'Part-time, weekends and public holidays'],
    ['兼職，每日 4 至 6 小時，時間可商議', 'Tempo parcial, 4 a 6 horas por dia, horário a combinar', 'Part-time, 4 to 6 hours a day, hours negotiable'],
  ],
};

export const BENEFITS: readonly Texts[] = [
  ['提供膳食。', 'Refeições incluídas.', 'Meals provided.'],
  ['年終雙糧及表現花紅。', '13.º mês e prémio de desempenho.', '13th-month pay and performance bonus.'],
  ['提供醫療保險。', 'Seguro de saúde.', 'Medical insurance.'],
  ['設有在職培訓及晉升機會。', 'Formação no posto de trabalho e progressão na carreira.', 'On-the-job training and career progression.'],
  ['提供交通津貼。', 'Subsídio de transporte.', 'Transport allowance.'],
  ['享有有薪年假及勤工獎。', 'Férias pagas e prémio de assiduidade.', 'Paid annual leave and attendance bonus.'],
  ['設有員工穿梭巴士。', 'Autocarro de ligação para os trabalhadores.', 'Staff shuttle bus.'],
];

export const REQUIREMENTS: readonly Texts[] = [
  ['懂粵語及普通話，略懂英語。', 'Cantonês e mandarim; inglês básico.', 'Cantonese and Mandarin; basic English.'],
  ['懂葡語者優先。', 'Preferência a quem fale português.', 'Portuguese speakers preferred.'],
  ['工作認真負責，具團隊精神。', 'Responsável e com espírito de equipa.', 'Responsible and a team player.'],
  ['能操作電腦。', 'Conhecimentos de informática.', 'Computer literate.'],
  ['身體健康，能適應站立工作。', 'Boa condição física, capaz de trabalhar de pé.', 'In good health and able to work standing.'],
];

export const ADDITIONAL_MESSAGES: readonly Texts[] = [
  ['有意者請攜同身份證明文件親臨面試。', 'Os interessados devem comparecer à entrevista com o documento de identificação.', 'Applicants should bring their identity document to the interview.'],
  ['歡迎應屆畢業生申請。', 'Candidaturas de recém-licenciados são bem-vindas.', 'Fresh graduates are welcome to apply.'],
  ['本職位只招聘本地居民。', 'Esta vaga destina-se apenas a residentes.', 'This vacancy is open to residents only.'],
  ['面試地點：本公司人力資源部。', 'Local da entrevista: Departamento de Recursos Humanos da empresa.', 'Interview at our Human Resources Department.'],
];

export const HASHTAGS: readonly Texts[] = [
  ['包膳食', 'Refeições incluídas', 'Meals provided'],
  ['即時上班', 'Início imediato', 'Immediate start'],
  ['五天工作', 'Cinco dias por semana', 'Five-day week'],
  ['年終雙糧', '13.º mês', '13th-month pay'],
  ['提供培訓', 'Formação', 'Training provided'],
  ['交通津貼', 'Subsídio de transporte', 'Transport allowance'],
  ['醫療保險', 'Seguro de saúde', 'Medical insurance'],
  ['無需經驗', 'Sem experiência', 'No experience needed'],
  ['輪班津貼', 'Subsídio de turno', 'Shift allowance'],
  ['晉升機會', 'Progressão na carreira', 'Career progression'],
];

/** Job-class group → working-time style. */
export const SCHEDULE_STYLE: Record<number, keyof typeof SCHEDULES> = {
  1: 'shift', 2: 'shift', 3: 'retail', 4: 'retail', 5: 'site', 6: 'shift', 7: 'shift',
  8: 'office', 9: 'office', 10: 'office', 11: 'shift', 12: 'office', 13: 'shift',
  14: 'shift', 15: 'retail', 16: 'office', 17: 'office', 18: 'site',
};

/** Job-class group → weight in the generated vacancies (Macao's hiring mix). */
export const GROUP_WEIGHTS: Record<number, number> = {
  1: 14, 2: 12, 3: 14, 4: 9, 5: 8, 6: 7, 7: 6, 8: 6, 9: 3,
  10: 3, 11: 4, 12: 3, 13: 4, 14: 3, 15: 2, 16: 1, 17: 2, 18: 2,
};

/** Job-class group → LIVING_LOCATION ids where its work usually is. */
export const GROUP_AREAS: Record<number, readonly number[]> = {
  1: [3, 6, 8, 8, 7], 2: [8, 8, 8, 3, 6], 5: [8, 9, 1, 7, 6], 13: [6, 1, 8, 4],
};
export const DEFAULT_AREAS: readonly number[] = [1, 1, 2, 3, 3, 4, 5, 6, 6, 8];
