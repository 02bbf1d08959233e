import type { OptionRow } from './types.ts';

/** Reference options of the profile and registration forms (part 1). */
export const EMPLOYMENT_STATUS: readonly OptionRow[] = [
  [1, '在職', 'Empregado', 'Employed'],
  [2, '失業', 'Desempregado', 'Unemployed'],
  [3, '學生', 'Estudante', 'Student'],
  [4, '應屆畢業生', 'Recém-licenciado', 'Fresh graduate'],
  [5, '退休', 'Reformado', 'Retired'],
  [6, '料理家務', 'Doméstico', 'Homemaker'],
  [7, '其他', 'Outra', 'Other', 'OTHER'],
];

/** extraInfo: the unit of the amount (SALARY_UNITS). */
export const SALARYTYPE: readonly OptionRow[] = [
  [1, '月薪', 'Mensal', 'Monthly', 'MONTH'],
  [2, '日薪', 'Diário', 'Daily', 'DAY'],
  [3, '時薪', 'Por hora', 'Hourly', 'HOUR'],
  [4, '件薪', 'À peça', 'Piece rate', null, 'inactive'],
  [5, '週薪', 'Semanal', 'Weekly', 'WEEK'],
];

export const REG_REASON: readonly OptionRow[] = [
  [1, '首次求職', 'Procura do primeiro emprego', 'Looking for a first job'],
  [2, '失業後再就業', 'Regresso ao emprego após desemprego', 'Back to work after unemployment'],
  [3, '轉換工作', 'Mudança de emprego', 'Changing jobs'],
  [4, '重投勞動市場', 'Regresso ao mercado de trabalho', 'Returning to the labour market'],
  [5, '兼職或短期工作', 'Trabalho a tempo parcial ou temporário', 'Part-time or temporary work'],
  [6, '其他', 'Outro', 'Other', 'OTHER'],
];

export const SHIFT: readonly OptionRow[] = [
  [1, '可以輪班', 'Aceito turnos', 'Can work shifts'],
  [2, '不可以輪班', 'Não aceito turnos', 'Cannot work shifts'],
  [3, '只接受日班', 'Só turno diurno', 'Day shift only'],
  [4, '只接受夜班', 'Só turno nocturno', 'Night shift only'],
];

/**
 * Parishes and zones of Macao; extraInfo is the area (peninsula, Taipa, Coloane, Cotai,
 * outside Macao). Also used for the places a seeker wants to work.
 */
export const LIVING_LOCATION: readonly OptionRow[] = [
  [1, '花地瑪堂區', 'Freguesia de Nossa Senhora de Fátima', 'Our Lady of Fatima Parish', 'PENINSULA'],
  [2, '聖安多尼堂區', 'Freguesia de Santo António', 'St. Anthony Parish', 'PENINSULA'],
  [3, '大堂區', 'Freguesia da Sé', 'Cathedral Parish', 'PENINSULA'],
  [4, '望德堂區', 'Freguesia de São Lázaro', 'St. Lazarus Parish', 'PENINSULA'],
  [5, '風順堂區', 'Freguesia de São Lourenço', 'St. Lawrence Parish', 'PENINSULA'],
  [6, '嘉模堂區（氹仔）', 'Freguesia de Nossa Senhora do Carmo (Taipa)', 'Our Lady of Carmel Parish (Taipa)', 'TAIPA'],
  [7, '聖方濟各堂區（路環）', 'Freguesia de São Francisco Xavier (Coloane)', 'St. Francis Xavier Parish (Coloane)', 'COLOANE'],
  [8, '路氹城', 'Cotai', 'Cotai', 'COTAI'],
  [9, '新城填海區', 'Novos Aterros Urbanos', 'New Urban Zone', 'PENINSULA'],
  [10, '橫琴粵澳深度合作區', 'Zona de Cooperação Aprofundada entre Guangdong e Macau em Hengqin', 'Guangdong–Macao In-Depth Cooperation Zone in Hengqin', 'OUTSIDE'],
  [11, '珠海', 'Zhuhai', 'Zhuhai', 'OUTSIDE'],
  [12, '其他地區', 'Outras zonas', 'Elsewhere', 'OUTSIDE'],
  [13, '離島（未分堂區）', 'Ilhas (sem freguesia)', 'Islands (no parish)', 'TAIPA', 'inactive'],
];

/** Why the seeker is out of work (with how long, in the registration form). */
export const UNEMPLOYED: readonly OptionRow[] = [
  [1, '首次求職，從未工作', 'Nunca trabalhou', 'Never worked before'],
  [2, '被解僱', 'Despedido', 'Dismissed'],
  [3, '合約期滿', 'Fim de contrato', 'Contract ended'],
  [4, '自願離職', 'Rescisão por iniciativa própria', 'Resigned'],
  [5, '公司結業', 'Encerramento da empresa', 'Company closed'],
  [6, '健康原因', 'Motivos de saúde', 'Health reasons'],
  [7, '其他', 'Outro', 'Other', 'OTHER'],
];

export const YES_NO: readonly OptionRow[] = [
  [1, '是', 'Sim', 'Yes'],
  [0, '否', 'Não', 'No'],
];

export const DISABILITY: readonly OptionRow[] = [
  [1, '視力殘疾', 'Deficiência visual', 'Visual impairment'],
  [2, '聽力殘疾', 'Deficiência auditiva', 'Hearing impairment'],
  [3, '言語殘疾', 'Deficiência da fala', 'Speech impairment'],
  [4, '肢體殘疾', 'Deficiência física', 'Physical disability'],
  [5, '智力殘疾', 'Deficiência intelectual', 'Intellectual disability'],
  [6, '精神殘疾', 'Deficiência mental', 'Mental disability'],
  [7, '其他', 'Outra', 'Other', 'OTHER'],
];

export const DISABILITY_LEVEL: readonly OptionRow[] = [
  [1, '輕度', 'Ligeiro', 'Mild'],
  [2, '中度', 'Moderado', 'Moderate'],
  [3, '重度', 'Grave', 'Severe'],
  [4, '極重度', 'Profundo', 'Profound'],
];

/** Resume document (file) types of spec §3; extraInfo is the kind's code. */
export const DOC_TYPES: readonly OptionRow[] = [
  [1, '技能證明', 'Comprovativo de competências', 'Skill certificate', 'SKILL'],
  [2, '學歷證明', 'Comprovativo de habilitações', 'Education certificate', 'EDUCATION'],
  [3, '工作經驗證明', 'Comprovativo de experiência profissional', 'Work experience certificate', 'EXPERIENCE'],
  [4, '其他證書', 'Outros certificados', 'Other certificates', 'OTHER'],
];
