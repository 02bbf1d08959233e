import { inLocale } from './simplified.ts';
import type { AuthoredLocale } from './languages.ts';
import type { Locale } from './locales.ts';

/**
 * Field validation messages (spec §5). A schema's message is a key with its arguments joined by
 * `|` (e.g. `validation.maxLength|50`), so the server and the web share one schema and each
 * shows the message next to its field in the user's language with `validationText()`.
 */
export const VALIDATION_MESSAGES = {
  'validation.required': {
    'zh-Hant': '此欄必須填寫',
    pt: 'Campo obrigatório',
    en: 'This field is required',
  },
  'validation.integer': {
    'zh-Hant': '只可輸入整數',
    pt: 'Só são permitidos números inteiros',
    en: 'Only whole numbers are allowed',
  },
  'validation.invalid': {
    'zh-Hant': '此欄內容不正確',
    pt: 'Valor inválido',
    en: 'This value is not valid',
  },
  'validation.choice': {
    'zh-Hant': '請從選項中選擇',
    pt: 'Escolha uma das opções',
    en: 'Choose one of the options',
  },
  'validation.maxLength': {
    'zh-Hant': '最多 {0} 個字元',
    pt: 'No máximo {0} caracteres',
    en: 'At most {0} characters',
  },
  'validation.min': {
    'zh-Hant': '不可小於 {0}',
    pt: 'Não pode ser inferior a {0}',
    en: 'Cannot be less than {0}',
  },
  'validation.max': {
    'zh-Hant': '不可大於 {0}',
    pt: 'Não pode ser superior a {0}',
    en: 'Cannot be more than {0}',
  },
  'validation.maxItems': {
    'zh-Hant': '最多只可填寫 {0} 項',
    pt: 'No máximo {0} itens',
    en: 'At most {0} items',
  },
  'validation.atLeastOne': {
    'zh-Hant': '請至少選擇一個選項或填寫此欄',
    pt: 'Escolha pelo menos uma opção ou preencha o campo',
    en: 'Choose at least one option or fill in the field',
  },
  'validation.nameRequired': {
    'zh-Hant': '請填寫中文姓名或葡文/英文姓名',
    pt: 'Indique o nome em chinês ou o nome em português/inglês',
    en: 'Enter the Chinese name or the Portuguese/English name',
  },
  'validation.disabilityRequired': {
    'zh-Hant': '請填寫殘疾類別、程度及等級',
    pt: 'Indique o tipo, a extensão e o grau da deficiência',
    en: 'Enter the type, extent and level of the disability',
  },
  'validation.disabilityNotAllowed': {
    'zh-Hant': '沒有殘疾時不可填寫殘疾資料',
    pt: 'Sem deficiência não se indicam dados de deficiência',
    en: 'Disability details are only given when disabled',
  },
  'validation.mobile': {
    'zh-Hant': '請輸入8位數字的澳門手提電話號碼',
    pt: 'Indique um número de telemóvel de Macau com 8 dígitos',
    en: 'Enter an 8-digit Macao mobile number',
  },
  'validation.fixedLine': {
    'zh-Hant': '請輸入8位數字的澳門電話號碼',
    pt: 'Indique um número de telefone de Macau com 8 dígitos',
    en: 'Enter an 8-digit Macao phone number',
  },
  'validation.email': {
    'zh-Hant': '電郵地址格式不正確',
    pt: 'Endereço de correio eletrónico inválido',
    en: 'Invalid email address',
  },
  'validation.date': {
    'zh-Hant': '日期不正確',
    pt: 'Data inválida',
    en: 'Invalid date',
  },
  'validation.dateOrder': {
    'zh-Hant': '結束日期不可早於開始日期',
    pt: 'A data de fim não pode ser anterior à de início',
    en: 'The end date cannot be before the start date',
  },
  'validation.futureBirthday': {
    'zh-Hant': '出生日期不可遲於今天',
    pt: 'A data de nascimento não pode ser posterior a hoje',
    en: 'The date of birth cannot be later than today',
  },
  'validation.future': {
    'zh-Hant': '日期不可遲於今天',
    pt: 'A data não pode ser posterior a hoje',
    en: 'The date cannot be later than today',
  },
  'validation.notPast': {
    'zh-Hant': '日期不可早於今天',
    pt: 'A data não pode ser anterior a hoje',
    en: 'The date cannot be before today',
  },
  'validation.educationLevelNotAllowed': {
    'zh-Hant': '此學歷不需填寫程度',
    pt: 'Esta habilitação não tem grau',
    en: 'This education type has no level',
  },
  'validation.duplicate': {
    'zh-Hant': '不可重複選擇',
    pt: 'Não pode ser repetido',
    en: 'Cannot be chosen twice',
  },
  'validation.futureRequired': {
    'zh-Hant': '時間必須遲於現在',
    pt: 'A data e hora têm de ser posteriores a agora',
    en: 'The date and time must be later than now',
  },
  'validation.registrationAfterEvent': {
    'zh-Hant': '報名須於活動最後一天或之前截止',
    pt: 'As inscrições têm de terminar até ao último dia do evento',
    en: 'Registration must close by the last day of the event',
  },
  'validation.unsafeText': {
    'zh-Hant': '此欄含有不允許的控制字元',
    pt: 'O campo contém caracteres de controlo não permitidos',
    en: 'This field contains control characters that are not allowed',
  },
  'validation.markup': {
    'zh-Hant': '此欄不可包含 HTML 標記（例如 <b>）',
    pt: 'O campo não pode conter marcação HTML (por exemplo <b>)',
    en: 'This field cannot contain HTML markup (such as <b>)',
  },
  'validation.sectionRequired': {
    'zh-Hant': '請至少更新一個部分',
    pt: 'Atualize pelo menos uma secção',
    en: 'Update at least one section',
  },
} as const satisfies Record<string, Record<AuthoredLocale, string>>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** A schema message: the key, then its arguments, joined by `|`. */
export function validationMessage(key: ValidationKey, ...args: (string | number)[]): string {
  return [key, ...args].join('|');
}

/** The text of a schema message in a locale; a message that is not a known key is returned as is. */
export function validationText(message: string, locale: Locale): string {
  const [key, ...args] = message.split('|');
  if (!Object.hasOwn(VALIDATION_MESSAGES, key)) return message;
  const template: string = inLocale(VALIDATION_MESSAGES[key as ValidationKey], locale);
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => args[Number(index)] ?? whole);
}
