import type { GroupSeed } from './types.ts';

/** Job-class groups 7–12 with their subcategories and job titles. */
export const JOB_CATALOG_2: readonly GroupSeed[] = [
  {
    id: 7,
    icon: 'cleaning',
    names: ['清潔及環境衛生', 'Limpeza e higiene', 'Cleaning and hygiene'],
    duties: [
      ['負責指定範圍的日常清潔工作。', 'Fazer a limpeza diária da área atribuída.', 'Do the daily cleaning of the assigned area.'],
      ['正確使用清潔用品及機器，注意安全。', 'Usar corretamente os produtos e as máquinas de limpeza, com segurança.', 'Use cleaning products and machines correctly and safely.'],
    ],
    subCategories: [
      {
        id: 701,
        names: ['清潔', 'Limpeza', 'Cleaning'],
        titles: [
          ['清潔員', 'Empregado de limpeza', 'Cleaner', 9500],
          ['清潔主管', 'Supervisor de limpeza', 'Cleaning supervisor', 14000],
          ['外牆清潔工', 'Limpador de fachadas', 'Facade cleaner', 15000],
          ['地毯清潔技工', 'Técnico de limpeza de alcatifas', 'Carpet cleaning technician', 12000],
          ['街道清潔員', 'Varredor de rua', 'Street sweeper', 10000],
          ['垃圾收集員', 'Cantoneiro de recolha de lixo', 'Refuse collector', 12000],
        ],
      },
      {
        id: 702,
        names: ['洗衣及滅蟲', 'Lavandaria e desinfestação', 'Laundry and pest control'],
        titles: [
          ['洗衣工', 'Lavadeiro', 'Laundry worker', 10000],
          ['熨衣工', 'Engomador', 'Presser', 10000],
          ['滅蟲技術員', 'Técnico de desinfestação', 'Pest control technician', 13500],
          ['消毒員', 'Operador de desinfeção', 'Disinfection worker', 12000],
        ],
      },
    ],
  },
  {
    id: 8,
    icon: 'office',
    names: ['文職及行政', 'Administração e secretariado', 'Clerical and administration'],
    duties: [
      ['處理文件、資料輸入及檔案管理。', 'Tratar de documentos, introdução de dados e arquivo.', 'Handle documents, data entry and filing.'],
      ['接聽電話，協助部門日常行政工作。', 'Atender telefones e apoiar o trabalho administrativo diário do departamento.', 'Answer calls and support the department’s daily administration.'],
      ['熟悉中英文電腦輸入及文書處理軟件。', 'Domínio da escrita em chinês e inglês no computador e do processamento de texto.', 'Good Chinese and English typing and office software skills.'],
    ],
    subCategories: [
      {
        id: 801,
        names: ['文員及秘書', 'Escriturários e secretariado', 'Clerks and secretaries'],
        titles: [
          ['文員', 'Escriturário', 'Clerk', 12500],
          ['行政助理', 'Assistente administrativo', 'Administrative assistant', 14000],
          ['秘書', 'Secretário', 'Secretary', 16000],
          ['行政經理', 'Gerente administrativo', 'Administration manager', 28000],
          ['資料輸入員', 'Operador de introdução de dados', 'Data entry clerk', 11500],
          ['翻譯員', 'Tradutor', 'Translator', 24000],
          ['中葡翻譯員', 'Tradutor-intérprete de chinês e português', 'Chinese–Portuguese translator', 30000],
          ['接待文員', 'Escriturário de receção', 'Reception clerk', 12000],
          ['打字員', 'Dactilógrafo', 'Typist', 10500, 'inactive'],
        ],
      },
      {
        id: 802,
        names: ['人力資源', 'Recursos humanos', 'Human resources'],
        titles: [
          ['人事助理', 'Assistente de recursos humanos', 'Human resources assistant', 14500],
          ['人力資源主任', 'Oficial de recursos humanos', 'Human resources officer', 20000],
          ['招聘專員', 'Técnico de recrutamento', 'Recruiter', 19000],
          ['培訓主任', 'Oficial de formação', 'Training officer', 21000],
          ['薪酬福利主任', 'Técnico de remunerações e benefícios', 'Compensation and benefits officer', 22000],
          ['人力資源經理', 'Gerente de recursos humanos', 'Human resources manager', 35000],
        ],
      },
      {
        id: 803,
        names: ['客戶服務', 'Apoio ao cliente', 'Customer service'],
        titles: [
          ['客戶服務員', 'Assistente de apoio ao cliente', 'Customer service officer', 12500],
          ['電話中心客服員', 'Operador de centro de atendimento', 'Call centre agent', 12000],
          ['客戶服務主任', 'Supervisor de apoio ao cliente', 'Customer service supervisor', 17000],
          ['投訴處理主任', 'Oficial de gestão de reclamações', 'Complaints officer', 18000],
          ['會員服務員', 'Assistente de serviços a sócios', 'Membership services officer', 13000],
        ],
      },
    ],
  },
  {
    id: 9,
    icon: 'finance',
    names: ['會計及金融', 'Contabilidade e finanças', 'Accounting and finance'],
    duties: [
      ['處理賬目、發票及月結報表。', 'Tratar da contabilidade, das facturas e dos fechos mensais.', 'Handle accounts, invoices and month-end reports.'],
      ['協助審計及稅務申報。', 'Apoiar a auditoria e as declarações fiscais.', 'Support audits and tax filings.'],
    ],
    subCategories: [
      {
        id: 901,
        names: ['會計', 'Contabilidade', 'Accounting'],
        titles: [
          ['會計文員', 'Escriturário de contabilidade', 'Accounts clerk', 13500],
          ['會計師', 'Contabilista', 'Accountant', 26000],
          ['核數師', 'Auditor', 'Auditor', 28000],
          ['出納員', 'Tesoureiro', 'Cashier clerk', 13000],
          ['財務經理', 'Gerente financeiro', 'Finance manager', 42000],
          ['稅務顧問', 'Consultor fiscal', 'Tax consultant', 30000],
          ['成本控制員', 'Controlador de custos', 'Cost controller', 21000],
        ],
      },
      {
        id: 902,
        names: ['銀行及保險', 'Banca e seguros', 'Banking and insurance'],
        titles: [
          ['銀行櫃員', 'Caixa bancário', 'Bank teller', 15000],
          ['客戶經理', 'Gestor de clientes', 'Relationship manager', 28000],
          ['理財顧問', 'Consultor financeiro', 'Financial adviser', 22000],
          ['保險代理人', 'Mediador de seguros', 'Insurance agent', 16000],
          ['理賠主任', 'Oficial de sinistros', 'Claims officer', 19000],
          ['信貸分析員', 'Analista de crédito', 'Credit analyst', 27000],
          ['反洗錢主任', 'Oficial de prevenção do branqueamento de capitais', 'Anti-money-laundering officer', 30000],
        ],
      },
    ],
  },
  {
    id: 10,
    icon: 'computer',
    names: ['資訊科技', 'Tecnologias da informação', 'Information technology'],
    duties: [
      ['開發及維護系統與應用程式。', 'Desenvolver e manter sistemas e aplicações.', 'Develop and maintain systems and applications.'],
      ['為用戶提供技術支援，處理系統故障。', 'Dar apoio técnico aos utilizadores e resolver avarias.', 'Support users and fix system faults.'],
      ['撰寫技術文件，配合團隊完成項目。', 'Redigir documentação técnica e colaborar com a equipa nos projetos.', 'Write technical documents and deliver projects with the team.'],
    ],
    subCategories: [
      {
        id: 1001,
        names: ['軟件開發', 'Desenvolvimento de software', 'Software development'],
        titles: [
          ['程式編寫員', 'Programador', 'Programmer', 22000],
          ['軟件工程師', 'Engenheiro de software', 'Software engineer', 30000],
          ['網頁開發員', 'Programador web', 'Web developer', 24000],
          ['手機應用程式開發員', 'Programador de aplicações móveis', 'Mobile app developer', 27000],
          ['系統分析員', 'Analista de sistemas', 'Systems analyst', 32000],
          ['測試工程師', 'Engenheiro de testes', 'QA engineer', 24000],
          ['數據分析師', 'Analista de dados', 'Data analyst', 28000],
          ['資訊科技項目經理', 'Gestor de projetos informáticos', 'IT project manager', 45000],
        ],
      },
      {
        id: 1002,
        names: ['網絡及技術支援', 'Redes e apoio técnico', 'Networks and support'],
        titles: [
          ['技術支援員', 'Técnico de apoio informático', 'IT support technician', 16000],
          ['網絡工程師', 'Engenheiro de redes', 'Network engineer', 28000],
          ['系統管理員', 'Administrador de sistemas', 'System administrator', 27000],
          ['資訊保安分析員', 'Analista de cibersegurança', 'Cybersecurity analyst', 35000],
          ['數據庫管理員', 'Administrador de bases de dados', 'Database administrator', 32000],
          ['電腦維修技術員', 'Técnico de reparação de computadores', 'Computer repair technician', 14000],
        ],
      },
    ],
  },
  {
    id: 11,
    icon: 'medical',
    names: ['醫療及社會服務', 'Saúde e ação social', 'Healthcare and social services'],
    duties: [
      ['照顧病人或院友的日常需要，協助醫護人員。', 'Cuidar das necessidades diárias dos doentes ou utentes e apoiar a equipa clínica.', 'Look after patients’ or residents’ daily needs and assist clinical staff.'],
      ['須持有澳門相關專業認可資格。', 'É necessária a acreditação profissional de Macau correspondente.', 'The relevant Macao professional accreditation is required.'],
      ['耐心細心，願意輪班工作。', 'Paciente e atento, disponível para turnos.', 'Patient and caring, willing to work shifts.'],
    ],
    subCategories: [
      {
        id: 1101,
        names: ['護理', 'Enfermagem', 'Nursing'],
        titles: [
          ['註冊護士', 'Enfermeiro', 'Registered nurse', 30000],
          ['護士長', 'Enfermeiro-chefe', 'Nursing officer in charge', 42000],
          ['護理員', 'Auxiliar de enfermagem', 'Nursing assistant', 13000],
          ['病房助理', 'Auxiliar de enfermaria', 'Ward assistant', 11500],
          ['家居護理員', 'Cuidador domiciliário', 'Home care worker', 12500],
        ],
      },
      {
        id: 1102,
        names: ['醫療專業', 'Profissões de saúde', 'Health professions'],
        titles: [
          ['醫生', 'Médico', 'Doctor', 60000],
          ['牙醫', 'Médico dentista', 'Dentist', 55000],
          ['藥劑師', 'Farmacêutico', 'Pharmacist', 35000],
          ['物理治療師', 'Fisioterapeuta', 'Physiotherapist', 30000],
          ['醫務化驗師', 'Técnico de análises clínicas', 'Medical laboratory technologist', 28000],
          ['放射技師', 'Técnico de radiologia', 'Radiographer', 30000],
          ['中醫師', 'Médico de medicina tradicional chinesa', 'Chinese medicine practitioner', 32000],
          ['牙科助理', 'Assistente de medicina dentária', 'Dental assistant', 13000],
          ['診所助理', 'Assistente de clínica', 'Clinic assistant', 12500],
        ],
      },
      {
        id: 1103,
        names: ['安老及社會工作', 'Lares e serviço social', 'Elderly care and social work'],
        titles: [
          ['社工', 'Assistente social', 'Social worker', 26000],
          ['安老院護理員', 'Ajudante de lar de idosos', 'Elderly home care assistant', 12500],
          ['起居照顧員', 'Ajudante de cuidados pessoais', 'Personal care worker', 12000],
          ['活動幹事', 'Animador de atividades', 'Activity worker', 15000],
          ['職業治療助理', 'Assistente de terapia ocupacional', 'Occupational therapy assistant', 15000],
        ],
      },
    ],
  },
  {
    id: 12,
    icon: 'education',
    names: ['教育及培訓', 'Educação e formação', 'Education and training'],
    duties: [
      ['備課、授課及評核學生表現。', 'Preparar e dar aulas e avaliar os alunos.', 'Prepare and teach lessons and assess students.'],
      ['與家長保持溝通，參與學校活動。', 'Manter contacto com os encarregados de educação e participar nas atividades da escola.', 'Keep in touch with parents and take part in school activities.'],
    ],
    subCategories: [
      {
        id: 1201,
        names: ['學校教學', 'Ensino escolar', 'School teaching'],
        titles: [
          ['小學教師', 'Professor do ensino primário', 'Primary school teacher', 27000],
          ['中學教師', 'Professor do ensino secundário', 'Secondary school teacher', 30000],
          ['葡文教師', 'Professor de português', 'Portuguese teacher', 30000],
          ['英文教師', 'Professor de inglês', 'English teacher', 29000],
          ['特殊教育教師', 'Professor de educação especial', 'Special education teacher', 30000],
          ['教學助理', 'Assistente de ensino', 'Teaching assistant', 14000],
          ['學校文員', 'Escriturário escolar', 'School clerk', 12500],
        ],
      },
      {
        id: 1202,
        names: ['補習及職業培訓', 'Explicações e formação profissional', 'Tutoring and vocational training'],
        titles: [
          ['補習導師', 'Explicador', 'Tutor', 15000],
          ['職業培訓導師', 'Formador profissional', 'Vocational trainer', 22000],
          ['音樂導師', 'Professor de música', 'Music instructor', 18000],
          ['游泳教練', 'Treinador de natação', 'Swimming coach', 16000],
          ['電腦培訓導師', 'Formador de informática', 'Computer trainer', 18000],
        ],
      },
      {
        id: 1203,
        names: ['幼兒教育', 'Educação de infância', 'Early childhood education'],
        titles: [
          ['幼稚園教師', 'Educador de infância', 'Kindergarten teacher', 25000],
          ['托兒所保育員', 'Ama de creche', 'Nursery carer', 12500],
          ['幼兒教學助理', 'Auxiliar de educação de infância', 'Early years assistant', 12000],
        ],
      },
    ],
  },
];
