import type { AuthoredLocale } from './languages.ts';
import type { NotificationKind } from './notifications.ts';

/**
 * The page an e-mail's "Stop these e-mails" link opens (PATHS.unsubscribePage), in the e-mail's
 * language: what stops (`{kind}`: the kind of notification, as a sentence names it), the one
 * button that stops it, the confirmation and the way back (the notification settings).
 */
export const UNSUBSCRIBE_PAGE_TEXTS: Record<
  AuthoredLocale,
  {
    title: string;
    question: string;
    explain: string;
    button: string;
    done: string;
    undo: string;
    settings: string;
    invalid: string;
    kinds: Record<NotificationKind, string>;
  }
> = {
  'zh-Hant': {
    title: '不再接收此類電郵',
    question: '不再接收關於{kind}的電郵？',
    explain:
      '您將不再收到關於{kind}的電郵。這些通知仍會顯示在應用程式的通知中，您亦可隨時在通知設定中重新開啟電郵。',
    button: '不再接收此類電郵',
    done: '您已不再接收關於{kind}的電郵。',
    undo: '如要重新接收，請在通知設定中重新開啟。',
    settings: '通知設定',
    invalid: '此連結無效。請在應用程式的通知設定中選擇要接收的電郵。',
    kinds: {
      interviews: '面試',
      registrations: '求職登記',
      unemployment: '失業登記',
      events: '招聘活動',
      alerts: '職位提醒',
      favourites: '收藏職位',
    },
  },
  pt: {
    title: 'Deixar de receber estes e-mails',
    question: 'Deixar de receber e-mails sobre {kind}?',
    explain:
      'Deixará de receber e-mails sobre {kind}. As notificações continuam a chegar à aplicação, e pode voltar a ligar os e-mails nas definições de notificações.',
    button: 'Deixar de receber estes e-mails',
    done: 'Deixou de receber e-mails sobre {kind}.',
    undo: 'Para os voltar a receber, ligue-os de novo nas definições de notificações.',
    settings: 'Definições de notificações',
    invalid:
      'Esta ligação não é válida. Escolha os e-mails que recebe nas definições de notificações da aplicação.',
    kinds: {
      interviews: 'entrevistas',
      registrations: 'a sua inscrição para procura de emprego',
      unemployment: 'o seu registo de desemprego',
      events: 'feiras de emprego',
      alerts: 'alertas de emprego',
      favourites: 'vagas guardadas',
    },
  },
  en: {
    title: 'Stop these e-mails',
    question: 'Stop the e-mails about {kind}?',
    explain:
      'You will no longer receive e-mails about {kind}. The notifications still reach you in the app, and you can switch the e-mails back on in the notification settings.',
    button: 'Stop these e-mails',
    done: 'You will no longer receive e-mails about {kind}.',
    undo: 'To receive them again, switch them back on in the notification settings.',
    settings: 'Notification settings',
    invalid:
      'This link is not valid. Choose which e-mails you receive in the notification settings of the app.',
    kinds: {
      interviews: 'interviews',
      registrations: 'your job-seeking registration',
      unemployment: 'your unemployment registration',
      events: 'job fairs',
      alerts: 'job alerts',
      favourites: 'saved vacancies',
    },
  },
};
