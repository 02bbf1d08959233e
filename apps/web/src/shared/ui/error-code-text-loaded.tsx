import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';

/** ErrorCodeText's text, once the catalogue has loaded (error-code-text.tsx). */
export default function ErrorCodeTextLoaded({
  code,
  args,
}: {
  code: string;
  args?: readonly (string | number)[];
}) {
  return errorText(code, currentLocale(), args);
}
