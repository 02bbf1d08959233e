import type { GroupSeed } from './types.ts';

/** Job-class groups 13–18 with their subcategories and job titles. */
export const JOB_CATALOG_3: readonly GroupSeed[] = [
  {
    id: 13,
    icon: 'transport',
    names: ['物流及運輸', 'Logística e transportes', 'Logistics and transport'],
    duties: [
      ['安全駕駛，準時接載乘客或運送貨物。', 'Conduzir em segurança e transportar passageiros ou mercadorias a horas.', 'Drive safely and carry passengers or goods on time.'],
      ['處理收貨、發貨及倉存記錄。', 'Tratar da receção, expedição e registo de existências.', 'Handle receiving, dispatch and stock records.'],
      ['須持有有效澳門駕駛執照。', 'É necessária carta de condução de Macau válida.', 'A valid Macao driving licence is required.'],
    ],
    subCategories: [
      {
        id: 1301,
        names: ['駕駛', 'Condução', 'Driving'],
        titles: [
          ['司機', 'Motorista', 'Driver', 15000],
          ['私家車司機', 'Motorista particular', 'Private chauffeur', 16000],
          ['巴士司機', 'Motorista de autocarro', 'Bus driver', 19000],
          ['穿梭巴士司機', 'Motorista de autocarro de ligação', 'Shuttle bus driver', 18500],
          ['貨車司機', 'Motorista de camião', 'Truck driver', 18000],
          ['的士司機', 'Motorista de táxi', 'Taxi driver', 16000],
          ['電單車速遞員', 'Estafeta de motociclo', 'Motorcycle courier', 13500],
        ],
      },
      {
        id: 1302,
        names: ['物流及倉庫', 'Logística e armazém', 'Logistics and warehouse'],
        titles: [
          ['倉務員', 'Fiel de armazém', 'Warehouse keeper', 12500],
          ['搬運工', 'Carregador', 'Porter', 11500],
          ['叉車司機', 'Operador de empilhador', 'Forklift driver', 15000],
          ['物流主任', 'Oficial de logística', 'Logistics officer', 18000],
          ['報關員', 'Despachante aduaneiro', 'Customs declarant', 16000],
          ['速遞員', 'Estafeta', 'Courier', 12500],
          ['船務文員', 'Escriturário de transportes marítimos', 'Shipping clerk', 13500],
        ],
      },
      {
        id: 1303,
        names: ['航空及海事', 'Aviação e marítimo', 'Aviation and maritime'],
        titles: [
          ['機場地勤人員', 'Agente de assistência em escala', 'Airport ground staff', 15000],
          ['空中服務員', 'Tripulante de cabine', 'Flight attendant', 20000],
          ['飛機維修技術員', 'Técnico de manutenção de aeronaves', 'Aircraft maintenance technician', 26000],
          ['客運碼頭服務員', 'Assistente de terminal marítimo', 'Ferry terminal attendant', 12500],
          ['船員', 'Marinheiro', 'Seaman', 15000],
        ],
      },
    ],
  },
  {
    id: 14,
    icon: 'building',
    names: ['物業管理', 'Administração de propriedades', 'Property management'],
    duties: [
      ['管理大廈日常運作，處理住戶查詢及投訴。', 'Gerir o funcionamento diário do edifício e tratar de pedidos e reclamações dos condóminos.', 'Run the building day to day and handle residents’ enquiries and complaints.'],
      ['安排維修保養及外判商工作。', 'Organizar a manutenção e os trabalhos dos subcontratados.', 'Arrange maintenance and contractors’ work.'],
    ],
    subCategories: [
      {
        id: 1401,
        names: ['物業管理', 'Administração de condomínios', 'Building management'],
        titles: [
          ['物業管理員', 'Administrador de condomínio', 'Property officer', 14000],
          ['物業經理', 'Gestor de propriedades', 'Property manager', 30000],
          ['大廈管理員', 'Porteiro de edifício', 'Building caretaker', 11000],
          ['會所服務員', 'Assistente de clube residencial', 'Clubhouse attendant', 11500],
          ['地產代理', 'Mediador imobiliário', 'Real estate agent', 15000],
        ],
      },
      {
        id: 1402,
        names: ['維修技工', 'Técnicos de manutenção', 'Maintenance technicians'],
        titles: [
          ['維修技工', 'Técnico de manutenção', 'Maintenance technician', 15500],
          ['泳池救生員', 'Nadador-salvador', 'Lifeguard', 14000],
          ['園藝工', 'Jardineiro', 'Gardener', 11500],
          ['鎖匠', 'Serralheiro', 'Locksmith', 14000],
        ],
      },
    ],
  },
  {
    id: 15,
    icon: 'beauty',
    names: ['美容及個人護理', 'Beleza e cuidados pessoais', 'Beauty and personal care'],
    duties: [
      ['為顧客提供專業護理服務及建議。', 'Prestar aos clientes serviços e conselhos profissionais de cuidados pessoais.', 'Give customers professional care services and advice.'],
      ['保持工作間衛生，推介合適產品。', 'Manter o posto de trabalho higiénico e recomendar produtos adequados.', 'Keep the workstation hygienic and recommend suitable products.'],
    ],
    subCategories: [
      {
        id: 1501,
        names: ['美髮', 'Cabeleireiro', 'Hairdressing'],
        titles: [
          ['髮型師', 'Cabeleireiro', 'Hairstylist', 16000],
          ['洗頭助理', 'Ajudante de cabeleireiro', 'Salon assistant', 10000],
          ['理髮師', 'Barbeiro', 'Barber', 14000],
          ['染髮技師', 'Colorista', 'Hair colourist', 15000],
        ],
      },
      {
        id: 1502,
        names: ['美容及按摩', 'Estética e massagem', 'Beauty and massage'],
        titles: [
          ['美容師', 'Esteticista', 'Beautician', 14000],
          ['美甲師', 'Manicura', 'Nail technician', 12500],
          ['按摩師', 'Massagista', 'Massage therapist', 15000],
          ['水療治療師', 'Terapeuta de spa', 'Spa therapist', 16000],
          ['化妝師', 'Maquilhador', 'Make-up artist', 15000],
          ['健身教練', 'Personal trainer', 'Fitness trainer', 17000],
        ],
      },
    ],
  },
  {
    id: 16,
    icon: 'public',
    names: ['公共服務及社團', 'Serviços públicos e associações', 'Public service and associations'],
    duties: [
      ['為市民提供公共服務，處理申請及查詢。', 'Prestar serviços públicos à população e tratar de pedidos e informações.', 'Serve the public and process applications and enquiries.'],
      ['協助籌辦社區活動。', 'Apoiar a organização de atividades comunitárias.', 'Help organise community activities.'],
    ],
    subCategories: [
      {
        id: 1601,
        names: ['公共部門', 'Função pública', 'Public sector'],
        titles: [
          ['行政技術助理員', 'Assistente técnico administrativo', 'Administrative technical assistant', 19000],
          ['技術員', 'Técnico', 'Technician', 28000],
          ['高級技術員', 'Técnico superior', 'Senior technician', 40000],
          ['勤雜人員', 'Auxiliar', 'General assistant', 12000],
          ['公共服務中心櫃員', 'Atendedor do centro de serviços', 'Public service counter clerk', 16000],
        ],
      },
      {
        id: 1602,
        names: ['社團及非牟利機構', 'Associações e instituições sem fins lucrativos', 'Associations and non-profits'],
        titles: [
          ['社區幹事', 'Agente comunitário', 'Community worker', 15000],
          ['活動統籌員', 'Coordenador de atividades', 'Programme coordinator', 17000],
          ['義工協調員', 'Coordenador de voluntariado', 'Volunteer coordinator', 15500],
          ['籌款主任', 'Oficial de angariação de fundos', 'Fundraising officer', 18000],
        ],
      },
    ],
  },
  {
    id: 17,
    icon: 'design',
    names: ['市場推廣及設計', 'Marketing e design', 'Marketing and design'],
    duties: [
      ['策劃及執行市場推廣活動，管理社交媒體。', 'Planear e executar ações de marketing e gerir as redes sociais.', 'Plan and run marketing campaigns and manage social media.'],
      ['設計宣傳物品及多媒體內容。', 'Conceber materiais promocionais e conteúdos multimédia.', 'Design promotional materials and multimedia content.'],
    ],
    subCategories: [
      {
        id: 1701,
        names: ['市場推廣及公關', 'Marketing e relações públicas', 'Marketing and public relations'],
        titles: [
          ['市場推廣主任', 'Oficial de marketing', 'Marketing officer', 19000],
          ['市場推廣經理', 'Gerente de marketing', 'Marketing manager', 35000],
          ['公關主任', 'Oficial de relações públicas', 'Public relations officer', 20000],
          ['社交媒體專員', 'Gestor de redes sociais', 'Social media executive', 18000],
          ['活動策劃', 'Organizador de eventos', 'Event planner', 19000],
          ['記者', 'Jornalista', 'Journalist', 20000],
        ],
      },
      {
        id: 1702,
        names: ['設計及多媒體', 'Design e multimédia', 'Design and multimedia'],
        titles: [
          ['平面設計師', 'Designer gráfico', 'Graphic designer', 18000],
          ['室內設計師', 'Designer de interiores', 'Interior designer', 24000],
          ['攝影師', 'Fotógrafo', 'Photographer', 17000],
          ['影片剪接師', 'Editor de vídeo', 'Video editor', 18000],
          ['動畫師', 'Animador digital', 'Animator', 20000],
          ['UI/UX 設計師', 'Designer de UI/UX', 'UI/UX designer', 26000],
        ],
      },
    ],
  },
  {
    id: 18,
    icon: 'factory',
    names: ['製造及生產', 'Indústria e produção', 'Manufacturing and production'],
    duties: [
      ['操作生產機器，按標準完成生產工序。', 'Operar as máquinas de produção e cumprir os processos segundo as normas.', 'Operate production machines and complete processes to standard.'],
      ['檢查產品質量，保持生產線整潔。', 'Verificar a qualidade dos produtos e manter a linha de produção arrumada.', 'Check product quality and keep the line tidy.'],
    ],
    subCategories: [
      {
        id: 1801,
        names: ['食品生產', 'Produção alimentar', 'Food production'],
        titles: [
          ['食品廠工人', 'Operário de fábrica alimentar', 'Food factory worker', 11000],
          ['杏仁餅師傅', 'Pasteleiro de bolos de amêndoa', 'Almond cookie baker', 13000],
          ['肉乾製作工人', 'Operário de carne seca', 'Jerky maker', 11500],
          ['品質檢查員', 'Inspector de qualidade', 'Quality inspector', 14000],
          ['包裝工人', 'Embalador', 'Packer', 10000],
        ],
      },
      {
        id: 1802,
        names: ['印刷及製衣', 'Tipografia e vestuário', 'Printing and garments'],
        titles: [
          ['印刷機操作員', 'Operador de máquina de impressão', 'Printing press operator', 14000],
          ['裁剪工', 'Cortador de tecidos', 'Garment cutter', 11500],
          ['車衣工', 'Costureiro', 'Sewing machinist', 11000],
          ['生產主管', 'Supervisor de produção', 'Production supervisor', 20000],
          ['菲林沖曬員', 'Revelador de fotografia', 'Film developer', 10000, 'inactive'],
        ],
      },
    ],
  },
];
