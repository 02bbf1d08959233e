import type { AuthoredLocale } from './languages.ts';
import type { UnemploymentAction } from './unemployment-records.ts';
import type {
  UnemploymentFileKind,
  UnemploymentReasonId,
  UnemploymentStateName,
} from './unemployment-states.ts';

/** Names of the unemployment registration's states, reasons, file kinds and actions. */
type Names = Record<AuthoredLocale, string>;

export const UNEMPLOYMENT_SERVICE_NAME: Names = {
  'zh-Hant': '非自願失業登記',
  pt: 'Registo de desemprego involuntário',
  en: 'Involuntary-unemployment registration',
};

export const UNEMPLOYMENT_STATE_NAMES: Record<UnemploymentStateName, Names> = {
  draft: { 'zh-Hant': '草稿', pt: 'Rascunho', en: 'Draft' },
  underReview: { 'zh-Hant': '審核中', pt: 'Em apreciação', en: 'Under review' },
  supplementRequested: {
    'zh-Hant': '待補交文件',
    pt: 'Aguarda documentos adicionais',
    en: 'Documents requested',
  },
  approved: { 'zh-Hant': '已批准', pt: 'Aprovado', en: 'Approved' },
  refused: { 'zh-Hant': '不獲批准', pt: 'Recusado', en: 'Refused' },
};

export const UNEMPLOYMENT_REASON_NAMES: Record<UnemploymentReasonId, Names> = {
  1: { 'zh-Hant': '被僱主解僱', pt: 'Despedido pelo empregador', en: 'Dismissed by the employer' },
  2: {
    'zh-Hant': '定期合同期滿不獲續約',
    pt: 'Contrato a termo não renovado',
    en: 'Fixed-term contract not renewed',
  },
  3: {
    'zh-Hant': '僱主結業或停業',
    pt: 'Encerramento da empresa',
    en: 'The business closed',
  },
  4: { 'zh-Hant': '裁員', pt: 'Redução de pessoal', en: 'Redundancy' },
  5: {
    'zh-Hant': '僱主違反勞動關係法而解除合同',
    pt: 'Rescisão por violação da lei laboral pelo empregador',
    en: 'Ended because the employer broke labour law',
  },
  9: { 'zh-Hant': '其他', pt: 'Outro', en: 'Other' },
};

export const UNEMPLOYMENT_FILE_KIND_NAMES: Record<UnemploymentFileKind, Names> = {
  separation: {
    'zh-Hant': '離職證明文件',
    pt: 'Documento de cessação do contrato',
    en: 'Separation document',
  },
  proof: { 'zh-Hant': '其他證明文件', pt: 'Outros comprovativos', en: 'Other proof' },
  supplement: { 'zh-Hant': '補交文件', pt: 'Documentos adicionais', en: 'Additional documents' },
};

export const UNEMPLOYMENT_ACTION_NAMES: Record<UnemploymentAction, Names> = {
  submitted: { 'zh-Hant': '提交登記', pt: 'Registo submetido', en: 'Registration submitted' },
  supplementRequested: {
    'zh-Hant': '要求補交文件',
    pt: 'Pedidos documentos adicionais',
    en: 'Additional documents requested',
  },
  supplemented: {
    'zh-Hant': '已補交文件',
    pt: 'Documentos adicionais entregues',
    en: 'Additional documents sent',
  },
  approved: { 'zh-Hant': '登記已批准', pt: 'Registo aprovado', en: 'Registration approved' },
  refused: { 'zh-Hant': '登記不獲批准', pt: 'Registo recusado', en: 'Registration refused' },
};
