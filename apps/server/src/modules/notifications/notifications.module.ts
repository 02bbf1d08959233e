import type { ServiceDeps } from '../../platform/service-deps.ts';
import { defineModule } from '../../platform/module-manifest.ts';
import {
  DemoMailTransport,
  HttpSmsTransport,
  LogSmsTransport,
  WebPushTransport,
  SmtpMailTransport,
  type MailTransport,
} from './notification-channels.ts';
import { scheduleNotificationJobs } from './notification-jobs.ts';
import { NotificationStatisticsRepository } from './notification-statistics.repository.ts';
import { NotificationStatisticsService } from './notification-statistics.service.ts';
import { NotificationsRepository } from './notifications.repository.ts';
import { NotificationsErasure } from './notifications-erasure.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';
import { NotificationPortsRegistry, type NotificationPorts } from './ports.ts';

declare module '../../platform/services.ts' {
  interface Services {
    notifications: NotificationsService;
    /**
     * What the notifications need of other modules: each answers its port in its manifest's
     * start step (ports.ts).
     */
    notificationPorts: NotificationPortsRegistry;
    /** An erasure's part in the notifications: the person's inbox, settings and subscriptions. */
    notificationsErasure: NotificationsErasure;
    /** The deliveries' figures for the statistics (counts computed by the database). */
    notificationStatistics: NotificationStatisticsService;
  }
}

/** Notices, their deliveries by e-mail, SMS and push, and the inbox. */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: ({ db, deps }) => {
    const notificationPorts = new NotificationPortsRegistry();
    return {
      notificationPorts,
      notificationsErasure: new NotificationsErasure(db),
      notificationStatistics: new NotificationStatisticsService(
        new NotificationStatisticsRepository(db),
      ),
      notifications: createNotifications(deps, new NotificationsRepository(db), notificationPorts),
    };
  },
  routes: [notificationsRoutes],
  jobs: [scheduleNotificationJobs],
});

/** Notifications with the channels the configuration gives. */
function createNotifications(
  deps: ServiceDeps,
  repository: NotificationsRepository,
  ports: NotificationPorts,
): NotificationsService {
  const { mail: config, publicUrl, smsGatewayUrl } = deps.config;
  const host = new URL(publicUrl).hostname;
  let mail: MailTransport | null = null;
  if (config.mode === 'smtp') mail = new SmtpMailTransport(config.smtpUrl!, config.from, host);
  if (config.mode === 'demo') {
    mail = new DemoMailTransport(config.from, host, (kept) =>
      repository.accountSettings.keepDemoMail({ ...kept, at: deps.clock.now().toISOString() }),
    );
  }
  return new NotificationsService(
    repository,
    {
      ...deps,
      scheduler: () => {
        if (!deps.scheduler) throw new Error('No scheduler to deliver notifications');
        return deps.scheduler;
      },
      mail,
      sms: smsGatewayUrl ? new HttpSmsTransport(smsGatewayUrl) : new LogSmsTransport(deps.log),
      push: new WebPushTransport(),
    },
    ports,
  );
}
