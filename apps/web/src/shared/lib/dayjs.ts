import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/pt';
import { languageOf } from '@vaga/contract';
import { currentLocale } from './locale.ts';

/**
 * dayjs in the page's language (which stays for the page's life: a switch reloads). Only the
 * pages that work with dates load it, so the first screen's script holds no date library.
 */
dayjs.locale(languageOf(currentLocale()).dateLocale);

export { dayjs };
