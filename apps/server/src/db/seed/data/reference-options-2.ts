import type { OptionRow } from './types.ts';

/**
 * Education attained. Id 1 (no formal education) has no level (spec §5 "Education type 1 shows
 * no level").
 */
export const EDUCATION: readonly OptionRow[] = [
  [1, '未受正規教育', 'Sem escolaridade', 'No formal education'],
  [2, '小學', 'Ensino primário', 'Primary'],
  [3, '初中', 'Ensino secundário geral', 'Junior secondary'],
  [4, '高中', 'Ensino secundário complementar', 'Senior secondary'],
  [5, '職業技術教育', 'Ensino técnico-profissional', 'Vocational and technical'],
  [6, '副學士／高等專科', 'Bacharelato / diploma do ensino superior', 'Associate degree / higher diploma'],
  [7, '學士', 'Licenciatura', "Bachelor's degree"],
  [8, '碩士', 'Mestrado', "Master's degree"],
  [9, '博士', 'Doutoramento', 'Doctorate'],
  [10, '預科', 'Curso preparatório', 'Foundation year', null, 'inactive'],
];

/** Where the seeker stands in that education. */
export const EDUCATION_LEVEL: readonly OptionRow[] = [
  [1, '畢業', 'Concluído', 'Graduated'],
  [2, '肄業', 'Não concluído', 'Not completed'],
  [3, '就讀中', 'A frequentar', 'Studying'],
];

export const EDUCATION_MAJOR: readonly OptionRow[] = [
  [1, '工商管理', 'Gestão de empresas', 'Business administration'],
  [2, '會計', 'Contabilidade', 'Accounting'],
  [3, '金融', 'Finanças', 'Finance'],
  [4, '酒店管理', 'Gestão hoteleira', 'Hotel management'],
  [5, '旅遊管理', 'Gestão de turismo', 'Tourism management'],
  [6, '博彩及娛樂管理', 'Gestão de jogo e diversões', 'Gaming and recreation management'],
  [7, '會展管理', 'Gestão de convenções e exposições', 'Convention and exhibition management'],
  [8, '市場學', 'Marketing', 'Marketing'],
  [9, '電腦科學', 'Ciência da computação', 'Computer science'],
  [10, '資訊系統', 'Sistemas de informação', 'Information systems'],
  [11, '電子及電機工程', 'Engenharia electrotécnica', 'Electrical and electronic engineering'],
  [12, '土木工程', 'Engenharia civil', 'Civil engineering'],
  [13, '建築學', 'Arquitectura', 'Architecture'],
  [14, '護理', 'Enfermagem', 'Nursing'],
  [15, '藥學', 'Farmácia', 'Pharmacy'],
  [16, '中醫藥', 'Medicina tradicional chinesa', 'Chinese medicine'],
  [17, '醫學', 'Medicina', 'Medicine'],
  [18, '社會工作', 'Serviço social', 'Social work'],
  [19, '教育', 'Educação', 'Education'],
  [20, '法律', 'Direito', 'Law'],
  [21, '中文', 'Língua chinesa', 'Chinese language'],
  [22, '葡文', 'Língua portuguesa', 'Portuguese language'],
  [23, '英文', 'Língua inglesa', 'English language'],
  [24, '中葡翻譯', 'Tradução chinês-português', 'Chinese–Portuguese translation'],
  [25, '傳播及新聞', 'Comunicação e jornalismo', 'Communication and journalism'],
  [26, '設計', 'Design', 'Design'],
  [27, '公共行政', 'Administração pública', 'Public administration'],
  [28, '烹飪藝術', 'Artes culinárias', 'Culinary arts'],
  [29, '體育', 'Educação física', 'Physical education'],
  [30, '文秘', 'Secretariado', 'Secretarial studies', null, 'inactive'],
  [99, '其他', 'Outra', 'Other', 'OTHER'],
];

/** Languages beyond the five the resume asks directly (Cantonese, Mandarin, Chinese, Portuguese, English). */
export const LANGUAGE: readonly OptionRow[] = [
  [1, '日語', 'Japonês', 'Japanese'],
  [2, '韓語', 'Coreano', 'Korean'],
  [3, '泰語', 'Tailandês', 'Thai'],
  [4, '越南語', 'Vietnamita', 'Vietnamese'],
  [5, '印尼語', 'Indonésio', 'Indonesian'],
  [6, '菲律賓語', 'Filipino', 'Filipino'],
  [7, '法語', 'Francês', 'French'],
  [8, '西班牙語', 'Espanhol', 'Spanish'],
  [9, '德語', 'Alemão', 'German'],
  [10, '潮州話', 'Teochew', 'Teochew'],
  [11, '福建話', 'Hokkien', 'Hokkien'],
  [12, '手語', 'Língua gestual', 'Sign language'],
  [99, '其他', 'Outra', 'Other', 'OTHER'],
];

export const LANGUAGE_LEVEL: readonly OptionRow[] = [
  [1, '不懂', 'Nenhum', 'None'],
  [2, '一般', 'Básico', 'Basic'],
  [3, '良好', 'Bom', 'Good'],
  [4, '流利', 'Fluente', 'Fluent'],
];

/** Driving licences: extraInfo 1 = Macao licence, 2 = inland (mainland China) licence (spec §3). */
export const DRIVING_SKILL: readonly OptionRow[] = [
  [1, '澳門 A 類（重型電單車）', 'Macau — categoria A (motociclos pesados)', 'Macao class A (heavy motorcycles)', '1'],
  [2, '澳門 B 類（輕型汽車）', 'Macau — categoria B (automóveis ligeiros)', 'Macao class B (light vehicles)', '1'],
  [3, '澳門 C 類（重型貨車）', 'Macau — categoria C (automóveis pesados de mercadorias)', 'Macao class C (heavy goods vehicles)', '1'],
  [4, '澳門 D 類（重型客車）', 'Macau — categoria D (automóveis pesados de passageiros)', 'Macao class D (heavy passenger vehicles)', '1'],
  [5, '澳門 E 類（掛車）', 'Macau — categoria E (reboques)', 'Macao class E (trailers)', '1'],
  [6, '澳門 F 類（工業機器車）', 'Macau — categoria F (máquinas industriais)', 'Macao class F (industrial machines)', '1'],
  [7, '澳門 G 類（輕型電單車）', 'Macau — categoria G (ciclomotores)', 'Macao class G (light motorcycles)', '1'],
  [8, '內地 A1（大型客車）', 'Interior da China — A1 (autocarros grandes)', 'Mainland A1 (large buses)', '2'],
  [9, '內地 A2（牽引車）', 'Interior da China — A2 (tractores)', 'Mainland A2 (tractor units)', '2'],
  [10, '內地 B1（中型客車）', 'Interior da China — B1 (autocarros médios)', 'Mainland B1 (medium buses)', '2'],
  [11, '內地 B2（大型貨車）', 'Interior da China — B2 (camiões grandes)', 'Mainland B2 (large trucks)', '2'],
  [12, '內地 C1（小型汽車）', 'Interior da China — C1 (automóveis ligeiros)', 'Mainland C1 (small cars)', '2'],
  [13, '內地 C2（小型自動擋汽車）', 'Interior da China — C2 (ligeiros automáticos)', 'Mainland C2 (small automatic cars)', '2'],
  [14, '內地 D（普通三輪摩托車）', 'Interior da China — D (triciclos)', 'Mainland D (motor tricycles)', '2', 'inactive'],
];

/** Vocational qualifications and skills. */
export const SKILL: readonly OptionRow[] = [
  [1, '職業安全卡（建造業）', 'Cartão de Segurança Ocupacional na Construção Civil', 'Construction safety card'],
  [2, '食物衛生證書', 'Certificado de higiene alimentar', 'Food hygiene certificate'],
  [3, '急救證書', 'Certificado de primeiros socorros', 'First aid certificate'],
  [4, '莊荷培訓證書', 'Certificado de formação de croupier', 'Dealer training certificate'],
  [5, '保安員工作證', 'Cartão de guarda de segurança', 'Security guard permit'],
  [6, '電工執照', 'Licença de eletricista', 'Electrician licence'],
  [7, '水喉工執照', 'Licença de canalizador', 'Plumber licence'],
  [8, '焊接證書', 'Certificado de soldadura', 'Welding certificate'],
  [9, '電腦操作證書', 'Certificado de informática', 'Computer skills certificate'],
  [10, '會計證書', 'Certificado de contabilidade', 'Accounting certificate'],
  [11, '護士執照', 'Licença de enfermeiro', 'Nursing licence'],
  [12, '導遊證', 'Cartão de guia turístico', 'Tour guide card'],
  [13, '調酒師證書', 'Certificado de barman', 'Bartending certificate'],
  [14, '咖啡師證書', 'Certificado de barista', 'Barista certificate'],
  [15, '美容師證書', 'Certificado de esteticista', 'Beautician certificate'],
  [16, '叉車操作證書', 'Certificado de operador de empilhador', 'Forklift operator certificate'],
  [17, '普通話水平測試證書', 'Certificado de proficiência em mandarim', 'Putonghua proficiency certificate'],
  [18, '葡語水平證書', 'Certificado de proficiência em português', 'Portuguese proficiency certificate'],
  [19, '救生員證書', 'Certificado de nadador-salvador', 'Lifeguard certificate'],
  [20, '中式烹調證書', 'Certificado de culinária chinesa', 'Chinese cooking certificate'],
  [21, '傳呼機操作證書', 'Certificado de operador de paging', 'Pager operator certificate', null, 'inactive'],
  [99, '其他', 'Outra', 'Other', 'OTHER'],
];
