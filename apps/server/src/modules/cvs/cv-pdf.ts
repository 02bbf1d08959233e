import PDFDocument from 'pdfkit';
import '../../platform/zh-hans/register.ts';
import '../../platform/texts/register.ts';
import { pdfFont } from '../../platform/pdf-fonts.ts';
import {
  languageOfWire,
  DATE_FORMAT,
  experienceMonths,
  type ApiLanguage,
  type ProfileInput,
  type ReferenceType,
} from '@vaga/contract';
import { cvLabels, type CvLabels } from './cv-pdf-labels.ts';

const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b6e99';
const MARGIN = 50;
const LABEL_WIDTH = 140;

export interface CvPdfInput {
  profile: ProfileInput;
  /** Option names in the CV's language, keyed `TYPE:id`. */
  names: Map<string, string>;
  lang: ApiLanguage;
  /** `YYYY-MM-DD` in Macao. */
  today: string;
}

const formatDate = (iso: string) =>
  DATE_FORMAT.replace('YYYY', iso.slice(0, 4))
    .replace('MM', iso.slice(5, 7))
    .replace('DD', iso.slice(8, 10));
const yearMonth = (year: number, month: number) => `${year}/${String(month).padStart(2, '0')}`;

/** Lays the resume out as a one-column CV: name, then one titled section per part of the resume. */
export function renderCvPdf(input: CvPdfInput): Promise<Buffer> {
  const { profile: p, lang } = input;
  const t: CvLabels = cvLabels(lang);
  const option = (type: ReferenceType, id: number | null | undefined) =>
    id === null || id === undefined ? '' : (input.names.get(`${type}:${id}`) ?? String(id));
  const [year, month] = input.today.split('-').map(Number);

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${t.title} — ${[p.nameCn, p.namePt].filter(Boolean).join(' ')}`,
      Creator: 'Vaga',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const font = pdfFont(languageOfWire(lang).font);
  doc.registerFont('regular', font.regular);
  doc.registerFont('bold', font.bold);
  const width = doc.page.width - MARGIN * 2;

  const heading = (text: string) => {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(ACCENT).text(text, MARGIN);
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.8)
      .strokeColor(ACCENT)
      .stroke();
    doc.moveDown(0.4);
  };
  const row = (label: string, value: string) => {
    if (!value) return;
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, MARGIN, y, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc.fillColor(INK).text(value, MARGIN + LABEL_WIDTH, y, { width: width - LABEL_WIDTH });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  };
  const line = (text: string, bold = false) =>
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(10)
      .fillColor(INK)
      .text(text, MARGIN, doc.y, { width });

  // Name block
  doc
    .font('bold')
    .fontSize(22)
    .fillColor(INK)
    .text(p.nameCn || p.namePt || '', MARGIN);
  if (p.nameCn && p.namePt) doc.font('regular').fontSize(13).fillColor(MUTED).text(p.namePt);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(t.title);
  doc.fontSize(10).fillColor(INK).text([p.mobileNum, p.email].filter(Boolean).join('  ·  '));

  heading(t.personal);
  row(t.sex, t.sexes[p.sex]);
  row(t.birthday, formatDate(p.bod));
  row(t.livingArea, option('LIVING_LOCATION', p.typeLivinglocationId));
  row(
    t.disability,
    p.isDisability === 1
      ? p.disabilityList
          .map(
            (d) =>
              `${option('DISABILITY', d.typeDisabilityid)} (${option('DISABILITY_LEVEL', d.typeDisabilityLevelId)}; ${d.extraData})`,
          )
          .join('\n')
      : t.none,
  );

  heading(t.contact);
  row(t.mobile, p.mobileNum);
  row(t.fixedLine, p.fixedLineNum ?? '');
  row(t.email, p.email ?? '');

  heading(t.education);
  for (const e of p.educationList) {
    line(option('EDUCATION', e.typeEducationId), true);
    const details = [
      e.typeEducationLevelId
        ? `${t.level}: ${option('EDUCATION_LEVEL', e.typeEducationLevelId)}`
        : '',
      e.typeEducationSubjectId || e.textEducationSubject
        ? `${t.subject}: ${[option('EDUCATION_MAJOR', e.typeEducationSubjectId), e.textEducationSubject].filter(Boolean).join(' — ')}`
        : '',
    ].filter(Boolean);
    if (details.length) line(details.join('   '));
    doc.moveDown(0.3);
  }

  heading(t.languages);
  const level = (id: number) => option('LANGUAGE_LEVEL', id);
  row(t.cantonese, `${t.spoken}: ${level(p.cantoneseSpeakingLevel)}`);
  row(t.mandarin, `${t.spoken}: ${level(p.mandarinSpeakingLevel)}`);
  row(t.chinese, `${t.written}: ${level(p.chineseWritingLevel)}`);
  row(
    t.portuguese,
    `${t.spoken}: ${level(p.portugueseSpeakingLevel)}   ${t.written}: ${level(p.portugueseWritingLevel)}`,
  );
  row(
    t.english,
    `${t.spoken}: ${level(p.englishSpeakingLevel)}   ${t.written}: ${level(p.englishWritingLevel)}`,
  );
  for (const l of p.otherLanguageList) {
    row(
      [option('LANGUAGE', l.typeLanguageId), l.textLanguage].filter(Boolean).join(' — '),
      `${t.spoken}: ${level(l.speakingLevel)}   ${t.written}: ${level(l.writingLevel)}`,
    );
  }

  if (p.drivingSkillList.length) {
    heading(t.driving);
    for (const d of p.drivingSkillList) {
      row(
        option('DRIVING_SKILL', d.typeDrivingSkillId),
        d.extraInfo === 1 ? t.macauLicence : t.inlandLicence,
      );
    }
  }

  if (p.skillList.length) {
    heading(t.skills);
    for (const s of p.skillList)
      line(`• ${[option('SKILL', s.typeSkillId), s.textSkill].filter(Boolean).join(' — ')}`);
  }

  if (p.experienceList.length) {
    heading(t.experience);
    for (const e of p.experienceList) {
      const title = [option('JOBTITLE', e.typeJobTitleId), e.textJobTitle]
        .filter(Boolean)
        .join(' — ');
      line(`${e.compnayName}${title ? ` · ${title}` : ''}`, true);
      const to = e.toYear && e.toMonth ? yearMonth(e.toYear, e.toMonth) : t.present;
      const months = experienceMonths(e, { year, month });
      doc.fillColor(MUTED);
      line(`${yearMonth(e.fromYear, e.fromMonth)} – ${to}   (${t.seniority(months)})`);
      doc.moveDown(0.3);
    }
  }

  if (p.expectedJobList.length) {
    heading(t.expectedJobs);
    for (const j of p.expectedJobList) {
      line(
        `• ${[option('JOBTITLE', j.typeJobTitleId), j.textJobTitle].filter(Boolean).join(' — ')}`,
      );
    }
  }

  if (p.isShowRemark === 1 && p.remark) {
    heading(t.remark);
    line(p.remark);
  }

  doc
    .moveDown(1.5)
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`${t.generatedOn} ${formatDate(input.today)}`, MARGIN);
  doc.end();
  return done;
}
