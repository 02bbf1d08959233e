import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  erasureWithdrawalReason,
  errorMessage,
  pickLocalized,
  text,
  validationText,
} from '@vaga/contract';
import { cvLabels } from '../src/modules/cvs/cv-pdf-labels.ts';
import { openccSimplified, simplify } from '../src/platform/zh-hans/convert.ts';
import { generateZhHans } from '../build/zh-hans/generate.ts';
import OVERRIDES from '../src/platform/zh-hans/overrides.json' with { type: 'json' };

describe('the Simplified Chinese catalogues', () => {
  it('are the generator’s output: a Traditional text changed without `npm run zh-hans` fails here', () => {
    const files = generateZhHans();
    expect(files.size).toBeGreaterThan(25);
    expect([...files.keys()].filter((file) => file.includes('/zh-Hans/screens/')).length).toBe(30);
    for (const [file, content] of files) expect(readFileSync(file, 'utf8'), file).toBe(content);
  });

  it('convert Macao’s Traditional to mainland Simplified, with phrases', () => {
    expect(simplify('廚師')).toBe('厨师');
    expect(simplify('資訊科技')).toBe('信息技术');
    expect(simplify('登入')).toBe('登录');
    expect(simplify('僱主')).toBe('雇主');
  });

  it('apply every reviewed override over OpenCC: the override wins', () => {
    const terms = Object.entries(OVERRIDES.terms);
    expect(terms.length).toBeGreaterThan(5);
    for (const [opencc, reviewed] of terms) expect(simplify(opencc), opencc).toBe(reviewed);
    // OpenCC alone writes 履历 and 电邮; the catalogues say 简历 and 电子邮件.
    expect(openccSimplified('個人履歷')).toBe('个人履历');
    expect(cvLabels('zh').title).toBe('個人履歷');
    expect(cvLabels('zh-Hans').title).toBe('个人简历');
    expect(openccSimplified('電郵')).toBe('电邮');
    const web = JSON.parse(
      readFileSync(
        new URL('../../../packages/contract/texts/zh-Hans/screens/common.json', import.meta.url),
        'utf8',
      ),
    ) as unknown;
    expect(JSON.stringify(web)).not.toMatch(/电邮(?!件)|履历/u);
  });

  it('write the reviewed Traditional terms before OpenCC: 資料 is 资料, 數據 and 資料庫 stay OpenCC’s', () => {
    const terms = Object.entries(OVERRIDES.source.terms);
    for (const [traditional, reviewed] of terms) {
      expect(openccSimplified(traditional), traditional).not.toBe(reviewed);
      expect(simplify(traditional), traditional).toBe(reviewed);
    }
    expect(openccSimplified('當事人已刪除其資料')).toBe('当事人已删除其数据');
    expect(simplify('當事人已刪除其資料')).toBe('当事人已删除其资料');
    expect(simplify('請更新求職資料')).toBe('请更新求职资料');
    expect(simplify('統計數據')).toBe('统计数据');
    for (const kept of OVERRIDES.source.kept) expect(simplify(kept)).toBe(openccSimplified(kept));
    expect(simplify('資料庫管理員')).toBe('数据库管理员');
    expect(erasureWithdrawalReason('zh-Hans')).toBe('当事人已删除其资料');
    expect(text('zh-Hans', 'jobmatches', 'status.withdrawn')).toBe('已撤回：您删除了资料');
  });

  it('give the contract’s errors and validation messages in zh-Hans', () => {
    const code = 'BE_ALREADY_REGISTER_EVENT';
    expect(errorMessage(code, 'zh-Hant')).toBe('您已報名此活動');
    expect(errorMessage(code, 'zh-Hans')).toBe('您已报名此活动');
    expect(validationText('validation.required', 'zh-Hans')).toBe('此栏必须填写');
  });

  it('show texts people entered converted, never changing the stored ones', () => {
    const stored = { zh: '澳門廚師（中餐）', pt: 'Cozinheiro', en: 'Cook' };
    expect(pickLocalized(stored, 'zh-Hans')).toBe('澳门厨师（中餐）');
    expect(pickLocalized(stored, 'zh')).toBe('澳門廚師（中餐）');
    expect(stored.zh).toBe('澳門廚師（中餐）');
  });
});
