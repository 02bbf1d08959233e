import type { AuthoredApiLanguage } from '@vaga/contract';
import { selectPlurals } from '@vaga/contract';

/** The generated CV's texts in its three languages. */
export interface CvLabels {
  title: string;
  personal: string;
  contact: string;
  education: string;
  languages: string;
  driving: string;
  skills: string;
  experience: string;
  expectedJobs: string;
  remark: string;
  sex: string;
  sexes: { 1: string; 2: string };
  birthday: string;
  livingArea: string;
  disability: string;
  none: string;
  yes: string;
  mobile: string;
  fixedLine: string;
  email: string;
  level: string;
  subject: string;
  spoken: string;
  written: string;
  cantonese: string;
  mandarin: string;
  chinese: string;
  portuguese: string;
  english: string;
  macauLicence: string;
  inlandLicence: string;
  present: string;
  seniority: (months: number) => string;
  generatedOn: string;
}

export const CV_LABELS: Record<AuthoredApiLanguage, CvLabels> = {
  zh: {
    title: '個人履歷',
    personal: '個人資料',
    contact: '聯絡資料',
    education: '學歷',
    languages: '語言能力',
    driving: '駕駛執照',
    skills: '職業資格及技能',
    experience: '工作經驗',
    expectedJobs: '期望職位',
    remark: '備註',
    sex: '性別',
    sexes: { 1: '男', 2: '女' },
    birthday: '出生日期',
    livingArea: '居住地區',
    disability: '殘疾',
    none: '沒有',
    yes: '有',
    mobile: '手提電話',
    fixedLine: '固網電話',
    email: '電郵',
    level: '程度',
    subject: '科目',
    spoken: '說',
    written: '寫',
    cantonese: '廣東話',
    mandarin: '普通話',
    chinese: '中文',
    portuguese: '葡文',
    english: '英文',
    macauLicence: '澳門駕照',
    inlandLicence: '內地駕照',
    present: '至今',
    seniority: (m) => `${Math.floor(m / 12)} 年 ${m % 12} 個月`,
    generatedOn: '建立日期',
  },
  pt: {
    title: 'Curriculum Vitae',
    personal: 'Dados pessoais',
    contact: 'Contactos',
    education: 'Habilitações académicas',
    languages: 'Línguas',
    driving: 'Cartas de condução',
    skills: 'Qualificações profissionais e competências',
    experience: 'Experiência profissional',
    expectedJobs: 'Empregos pretendidos',
    remark: 'Observações',
    sex: 'Sexo',
    sexes: { 1: 'Masculino', 2: 'Feminino' },
    birthday: 'Data de nascimento',
    livingArea: 'Zona de residência',
    disability: 'Deficiência',
    none: 'Não',
    yes: 'Sim',
    mobile: 'Telemóvel',
    fixedLine: 'Telefone fixo',
    email: 'Correio eletrónico',
    level: 'Grau',
    subject: 'Área',
    spoken: 'Oral',
    written: 'Escrita',
    cantonese: 'Cantonense',
    mandarin: 'Mandarim',
    chinese: 'Chinês',
    portuguese: 'Português',
    english: 'Inglês',
    macauLicence: 'Carta de Macau',
    inlandLicence: 'Carta do Interior da China',
    present: 'actual',
    seniority: (m) =>
      selectPlurals(
        '{years, plural, one {# ano} other {# anos}} {months, plural, one {# mês} other {# meses}}',
        'pt',
        { years: Math.floor(m / 12), months: m % 12 },
      ),
    generatedOn: 'Emitido em',
  },
  en: {
    title: 'Curriculum Vitae',
    personal: 'Personal information',
    contact: 'Contact',
    education: 'Education',
    languages: 'Languages',
    driving: 'Driving licences',
    skills: 'Vocational qualifications and skills',
    experience: 'Work experience',
    expectedJobs: 'Expected jobs',
    remark: 'Remarks',
    sex: 'Sex',
    sexes: { 1: 'Male', 2: 'Female' },
    birthday: 'Date of birth',
    livingArea: 'Living area',
    disability: 'Disability',
    none: 'No',
    yes: 'Yes',
    mobile: 'Mobile',
    fixedLine: 'Fixed line',
    email: 'Email',
    level: 'Level',
    subject: 'Subject',
    spoken: 'Spoken',
    written: 'Written',
    cantonese: 'Cantonese',
    mandarin: 'Mandarin',
    chinese: 'Chinese',
    portuguese: 'Portuguese',
    english: 'English',
    macauLicence: 'Macau licence',
    inlandLicence: 'Mainland China licence',
    present: 'present',
    seniority: (m) => `${Math.floor(m / 12)} yr ${m % 12} mo`,
    generatedOn: 'Issued on',
  },
};
