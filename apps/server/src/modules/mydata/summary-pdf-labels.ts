import type { AuthoredApiLanguage } from '@vaga/contract';
import { formatNumber, type ExportKind } from '@vaga/contract';

/** The texts of the export's PDF summary, in each language of the service, numbers its way. */
export interface SummaryLabels {
  title: string;
  intro: string;
  generatedAt: string;
  name: string;
  identityNo: string;
  kinds: Record<ExportKind, string>;
  count: (n: number) => string;
  none: string;
  viewedByService: (at: string) => string;
  viewedByEmployer: (employer: string, at: string) => string;
  retention: (years: number) => string;
}

export const SUMMARY_LABELS: Record<AuthoredApiLanguage, SummaryLabels> = {
  zh: {
    title: '我的個人資料',
    intro:
      '此摘要列出 Vaga 持有的您的個人資料；完整內容見同一壓縮檔內各類別的 JSON 檔案及檔案本身。',
    generatedAt: '產生時間',
    name: '姓名',
    identityNo: '證件編號',
    kinds: {
      account: '帳戶',
      resume: '履歷',
      cvFiles: '履歷檔案',
      favourites: '收藏職位',
      jobMatches: '面試配對',
      jobSeeks: '求職登記',
      unemployment: '失業登記',
      events: '活動報名及入場券',
      notifications: '通知',
      savedSearches: '職位提示',
      accessLog: '查閱紀錄',
    },
    count: (n) => `共 ${formatNumber(n, 'zh')} 項`,
    none: '沒有',
    viewedByService: (at) => `就業服務人員於 ${at} 查閱`,
    viewedByEmployer: (employer, at) => `僱主 ${employer} 於 ${at} 查閱`,
    retention: (years) =>
      `面試配對、求職及失業登記、活動出席紀錄及查閱紀錄須由服務保存，於紀錄結束後 ${formatNumber(years, 'zh')} 年刪除。`,
  },
  pt: {
    title: 'Os meus dados pessoais',
    intro:
      'Este resumo indica os dados pessoais que a Vaga guarda sobre si; o conteúdo completo está nos ficheiros JSON de cada tipo e nos próprios ficheiros, no mesmo arquivo ZIP.',
    generatedAt: 'Gerado em',
    name: 'Nome',
    identityNo: 'Número do documento',
    kinds: {
      account: 'Conta',
      resume: 'Currículo',
      cvFiles: 'Ficheiros de currículo',
      favourites: 'Vagas favoritas',
      jobMatches: 'Pedidos de entrevista',
      jobSeeks: 'Inscrições para procura de emprego',
      unemployment: 'Registos de desemprego',
      events: 'Inscrições em eventos e bilhetes',
      notifications: 'Notificações',
      savedSearches: 'Alertas de emprego',
      accessLog: 'Registo de consultas',
    },
    count: (n) => `${formatNumber(n, 'pt')} no total`,
    none: 'Nenhum',
    viewedByService: (at) => `Consultado pelo serviço de emprego em ${at}`,
    viewedByEmployer: (employer, at) => `Consultado pelo empregador ${employer} em ${at}`,
    retention: (years) =>
      `Os pedidos de entrevista, as inscrições de procura de emprego e de desemprego, a presença em eventos e o registo de consultas são guardados pelo serviço e apagados ${formatNumber(years, 'pt')} anos depois de o registo terminar.`,
  },
  en: {
    title: 'My personal data',
    intro:
      'This summary lists the personal data Vaga holds about you; the full content is in the JSON file of each kind and in the files themselves, in the same ZIP archive.',
    generatedAt: 'Generated on',
    name: 'Name',
    identityNo: 'Document number',
    kinds: {
      account: 'Account',
      resume: 'Resume',
      cvFiles: 'CV files',
      favourites: 'Favourite vacancies',
      jobMatches: 'Interview matches',
      jobSeeks: 'Job-seeking registrations',
      unemployment: 'Unemployment registrations',
      events: 'Event registrations and tickets',
      notifications: 'Notifications',
      savedSearches: 'Job alerts',
      accessLog: 'Who looked at my data',
    },
    count: (n) => `${formatNumber(n, 'en')} in all`,
    none: 'None',
    viewedByService: (at) => `Viewed by the employment service on ${at}`,
    viewedByEmployer: (employer, at) => `Viewed by employer ${employer} on ${at}`,
    retention: (years) =>
      `Interview matches, job-seeking and unemployment registrations, event attendance and the access log are kept by the service and deleted ${formatNumber(years, 'en')} years after the record closes.`,
  },
};
