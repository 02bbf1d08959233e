import PDFDocument from 'pdfkit';
import type { LanguageRecord } from '@vaga/contract';
import { pdfFont } from '../../platform/pdf-fonts.ts';

const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b6e99';
const MARGIN = 50;

/** The summary as texts already in the person's language: the worker only lays them out. */
export interface SummaryPdfInput {
  title: string;
  subtitle: string[];
  intro: string;
  sections: { title: string; lines: string[] }[];
  footer: string;
  /** The font of the summary's language (the list of languages' `font`). */
  font: LanguageRecord['font'];
}

/** Lays the summary out: title, the person, then one titled section per kind of data. */
export function renderSummaryPdf(input: SummaryPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: input.title, Creator: 'Vaga' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const font = pdfFont(input.font);
  doc.registerFont('regular', font.regular);
  doc.registerFont('bold', font.bold);
  doc.font('bold').fontSize(20).fillColor(INK).text(input.title);
  for (const line of input.subtitle) doc.font('regular').fontSize(11).fillColor(MUTED).text(line);
  doc.moveDown(0.6).font('regular').fontSize(10).fillColor(INK).text(input.intro);
  for (const section of input.sections) {
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(ACCENT).text(section.title, MARGIN);
    for (const line of section.lines) doc.font('regular').fontSize(10).fillColor(INK).text(line);
  }
  doc.moveDown(1).font('regular').fontSize(9).fillColor(MUTED).text(input.footer);
  doc.end();
  return done;
}
