import { ProfileInputSchema } from '@vaga/contract';
import type { DB } from '../../db/database.ts';
import { toRow } from './profile.mapper.ts';
import { ProfileRepository } from './profile.repository.ts';

/** The demo `resident` account's complete resume (ids of the demo reference data). */
const DEMO_RESUME = ProfileInputSchema.parse({
  nameCn: '陳大文',
  namePt: 'CHAN TAI MAN',
  sex: 1,
  bod: '1990-05-01',
  isDisability: 0,
  disabilityList: [],
  typeLivinglocationId: 1,
  mobileNum: '66123456',
  fixedLineNum: '28781234',
  email: 'chan.taiman@example.mo',
  educationList: [{ typeEducationId: 7, typeEducationLevelId: 1, typeEducationSubjectId: 4 }],
  cantoneseSpeakingLevel: 4,
  mandarinSpeakingLevel: 3,
  chineseWritingLevel: 4,
  portugueseSpeakingLevel: 2,
  portugueseWritingLevel: 2,
  englishSpeakingLevel: 3,
  englishWritingLevel: 3,
  otherLanguageList: [{ typeLanguageId: 1, speakingLevel: 2, writingLevel: 1 }],
  drivingSkillList: [{ typeDrivingSkillId: 2, extraInfo: 1 }],
  skillList: [{ typeSkillId: 2 }, { textSkill: 'Microsoft Excel' }],
  expectedJobList: [{ typeJobTitleId: 10101 }],
  experienceList: [
    {
      compnayName: '澳門大酒店有限公司',
      typeJobTitleId: 10101,
      fromYear: 2012,
      fromMonth: 9,
      toYear: 2018,
      toMonth: 6,
    },
    { compnayName: 'Hotel Lisboa Nova, Lda.', typeJobTitleId: 10102, fromYear: 2018, fromMonth: 7 },
  ],
  isShowRemark: 1,
  remark: '可即時上班，可輪班。',
  isPublic: 1,
});

/**
 * Gives an account the demo resume unless it already has one (safe to run again). `now` is when
 * it counts as last updated, so the demo resume starts with needUpadteProfile 0.
 */
export async function seedDemoProfile(db: DB, accountId: number, now: Date): Promise<boolean> {
  const repository = new ProfileRepository(db);
  if (await repository.findByAccount(accountId)) return false;
  return repository.insert(toRow(accountId, DEMO_RESUME, now.toISOString()));
}
