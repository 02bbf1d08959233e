import { createRequire } from 'node:module';
import type { LanguageRecord } from '@vaga/contract';

const require = createRequire(import.meta.url);

/**
 * The font files of each PDF font of the list of languages (installed by npm): Noto Sans TC for
 * Traditional Chinese and the Latin of Portuguese and English, Noto Sans SC for Simplified Chinese,
 * whose glyphs TC lacks. pdfkit embeds only the glyphs used.
 */
const FONTS: Record<LanguageRecord['font'], { regular: string; bold: string }> = {
  NotoSansTC: {
    regular:
      require.resolve('@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf'),
  },
  NotoSansSC: {
    regular:
      require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
};

export function pdfFont(font: LanguageRecord['font']): { regular: string; bold: string } {
  return FONTS[font];
}
