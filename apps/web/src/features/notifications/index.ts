/** What the app composes of notifications: "Alert me" on the job list. */
export { AlertMe, type AlertMeProps } from './ui/alert-me.tsx';
