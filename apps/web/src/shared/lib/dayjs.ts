import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/pt';
import type { Locale } from '@vaga/contract';
import { currentLocale } from './locale.ts';

const DAYJS_NAMES: Record<Locale, string> = { 'zh-Hant': 'zh-tw', pt: 'pt', en: 'en' };

/**
 * dayjs in the page's language (which stays for the page's life: a switch reloads). Only the
 * pages that work with dates load it, so the first screen's script holds no date library.
 */
dayjs.locale(DAYJS_NAMES[currentLocale()]);

export { dayjs };
