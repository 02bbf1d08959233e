import type { Texts } from './types.ts';

/** Characters of fictional trade names with their Macao Cantonese romanization. */
export const NAME_HEADS: readonly (readonly [string, string])[] = [
  ['金', 'Kam'], ['興', 'Hing'], ['福', 'Fok'], ['利', 'Lei'], ['豐', 'Fong'],
  ['昌', 'Cheong'], ['泰', 'Tai'], ['盛', 'Seng'], ['華', 'Wa'], ['東', 'Tung'],
  ['海', 'Hoi'], ['輝', 'Fai'], ['寶', 'Pou'], ['新', 'San'], ['永', 'Weng'],
  ['德', 'Tak'], ['宏', 'Wang'], ['安', 'On'], ['富', 'Fu'], ['萬', 'Man'],
  ['信', 'Son'], ['和', 'Wo'], ['康', 'Hong'], ['恆', 'Hang'], ['嘉', 'Ka'],
];
export const NAME_TAILS: readonly (readonly [string, string])[] = [
  ['龍', 'Lung'], ['發', 'Fat'], ['記', 'Kei'], ['源', 'Un'], ['隆', 'Long'],
  ['運', 'Van'], ['達', 'Tat'], ['光', 'Kuong'], ['成', 'Seng'], ['峰', 'Fong'],
  ['星', 'Seng'], ['悅', 'Ut'], ['景', 'Keng'], ['濠', 'Hou'], ['灣', 'Wan'],
  ['城', 'Seng'], ['匯', 'Wui'], ['港', 'Kong'], ['明', 'Meng'], ['祥', 'Cheong'],
  ['雅', 'Nga'], ['力', 'Lek'], ['誠', 'Seng'], ['強', 'Keong'], ['美', 'Mei'],
];

/**
 * Three kinds of business per job-class group: zh suffix, Portuguese and English patterns
 * ({b} is the romanized trade name).
 */
export const EMPLOYER_KINDS: Record<number, readonly Texts[]> = {
  1: [['酒店', 'Hotel {b}', '{b} Hotel'], ['旅遊有限公司', 'Agência de Viagens {b}, Limitada', '{b} Travel Agency Ltd.'], ['度假村', 'Resort {b}', '{b} Resort']],
  2: [['娛樂場', 'Casino {b}', '{b} Casino'], ['博彩中介人有限公司', 'Promotor de Jogo {b}, Limitada', '{b} Gaming Promoter Ltd.'], ['娛樂製作有限公司', 'Produções de Entretenimento {b}, Lda.', '{b} Entertainment Productions Ltd.']],
  3: [['餐廳', 'Restaurante {b}', '{b} Restaurant'], ['茶餐廳', 'Casa de Chá {b}', '{b} Café'], ['餅家', 'Pastelaria {b}', '{b} Bakery']],
  4: [['百貨有限公司', 'Armazéns {b}, Limitada', '{b} Department Store Ltd.'], ['珠寶金行', 'Ourivesaria {b}', '{b} Jewellery'], ['超級市場', 'Supermercado {b}', '{b} Supermarket']],
  5: [['建築工程有限公司', 'Companhia de Construção e Engenharia {b}, Limitada', '{b} Construction & Engineering Co., Ltd.'], ['機電工程有限公司', 'Engenharia Electromecânica {b}, Limitada', '{b} E&M Engineering Ltd.'], ['裝修工程有限公司', 'Decorações {b}, Limitada', '{b} Renovation Ltd.']],
  6: [['保安服務有限公司', 'Serviços de Segurança {b}, Limitada', '{b} Security Services Ltd.'], ['護衛有限公司', 'Guardas {b}, Limitada', '{b} Guarding Ltd.'], ['保安系統有限公司', 'Sistemas de Segurança {b}, Lda.', '{b} Security Systems Ltd.']],
  7: [['清潔服務有限公司', 'Serviços de Limpeza {b}, Limitada', '{b} Cleaning Services Ltd.'], ['洗衣有限公司', 'Lavandaria {b}, Limitada', '{b} Laundry Ltd.'], ['環境衛生有限公司', 'Higiene Ambiental {b}, Lda.', '{b} Environmental Hygiene Ltd.']],
  8: [['貿易有限公司', 'Comercial {b}, Limitada', '{b} Trading Co., Ltd.'], ['顧問有限公司', 'Consultoria {b}, Limitada', '{b} Consulting Ltd.'], ['商業中心', 'Centro de Negócios {b}', '{b} Business Centre']],
  9: [['會計師事務所', 'Gabinete de Contabilidade {b}', '{b} CPA Firm'], ['保險有限公司', 'Seguros {b}, S.A.', '{b} Insurance Co., Ltd.'], ['財務有限公司', 'Financeira {b}, Limitada', '{b} Finance Ltd.']],
  10: [['科技有限公司', 'Tecnologia {b}, Limitada', '{b} Technology Ltd.'], ['資訊系統有限公司', 'Sistemas Informáticos {b}, Lda.', '{b} Information Systems Ltd.'], ['網絡科技有限公司', 'Tecnologias de Rede {b}, Lda.', '{b} Network Technology Ltd.']],
  11: [['醫療中心', 'Centro Médico {b}', '{b} Medical Centre'], ['安老院', 'Lar de Idosos {b}', '{b} Elderly Home'], ['藥房', 'Farmácia {b}', '{b} Pharmacy']],
  12: [['教育中心', 'Centro de Educação {b}', '{b} Education Centre'], ['學校', 'Escola {b}', '{b} School'], ['幼稚園', 'Jardim de Infância {b}', '{b} Kindergarten']],
  13: [['運輸有限公司', 'Transportes {b}, Limitada', '{b} Transport Ltd.'], ['物流有限公司', 'Logística {b}, Limitada', '{b} Logistics Ltd.'], ['速遞有限公司', 'Correio Expresso {b}, Lda.', '{b} Express Ltd.']],
  14: [['物業管理有限公司', 'Administração de Propriedades {b}, Limitada', '{b} Property Management Ltd.'], ['地產代理有限公司', 'Mediação Imobiliária {b}, Lda.', '{b} Realty Ltd.'], ['大廈管理有限公司', 'Gestão de Edifícios {b}, Lda.', '{b} Building Management Ltd.']],
  15: [['髮型屋', 'Salão de Cabeleireiro {b}', '{b} Hair Salon'], ['美容中心', 'Centro de Beleza {b}', '{b} Beauty Centre'], ['健身中心', 'Ginásio {b}', '{b} Fitness Centre']],
  16: [['社區服務中心', 'Centro de Serviços Comunitários {b}', '{b} Community Service Centre'], ['協會', 'Associação {b}', '{b} Association'], ['慈善會', 'Associação de Beneficência {b}', '{b} Charity']],
  17: [['廣告有限公司', 'Publicidade {b}, Limitada', '{b} Advertising Ltd.'], ['設計有限公司', 'Design {b}, Limitada', '{b} Design Ltd.'], ['傳媒有限公司', 'Media {b}, Lda.', '{b} Media Ltd.']],
  18: [['食品廠', 'Fábrica de Produtos Alimentares {b}', '{b} Food Factory'], ['手信食品有限公司', 'Produtos Alimentares {b}, Limitada', '{b} Snack Foods Ltd.'], ['印刷有限公司', 'Tipografia {b}, Limitada', '{b} Printing Ltd.']],
};

/** Public bodies that post vacancies of the public-sector subcategory (company type public). */
export const PUBLIC_BODIES: readonly Texts[] = [
  ['衛生局', 'Serviços de Saúde', 'Health Bureau'],
  ['教育及青年發展局', 'Direcção dos Serviços de Educação e de Desenvolvimento da Juventude', 'Education and Youth Development Bureau'],
  ['市政署', 'Instituto para os Assuntos Municipais', 'Municipal Affairs Bureau'],
  ['旅遊局', 'Direcção dos Serviços de Turismo', 'Macao Government Tourism Office'],
  ['社會工作局', 'Instituto de Acção Social', 'Social Welfare Bureau'],
];

/** Contact people: surname (zh, romanized). */
export const SURNAMES: readonly (readonly [string, string])[] = [
  ['陳', 'Chan'], ['黃', 'Wong'], ['李', 'Lei'], ['梁', 'Leong'], ['何', 'Ho'],
  ['張', 'Cheong'], ['林', 'Lam'], ['吳', 'Ng'], ['劉', 'Lao'], ['鄭', 'Cheang'],
  ['蔡', 'Choi'], ['鄧', 'Tang'], ['郭', 'Kuok'], ['區', 'Au'], ['馮', 'Fong'],
  ['羅', 'Lo'], ['譚', 'Tam'], ['麥', 'Mak'], ['蘇', 'Sou'], ['高', 'Kou'],
];
