import { z } from 'zod';
import {
  LABEL_LANGUAGES,
  type LabelLanguage,
  LABELS,
  type Labels,
  type OwnershipTypeCode,
  PROPERTY_TYPES,
  type PropertyTypeCode,
  type ServiceKindCode,
  stateLabelKey,
} from '@rent/domain';

/**
 * Every word the generated documents print, in the interface's three languages, besides the names of the
 * kinds and states, which are the domain's catalogue (catalogue/labels.ts) that the pages show too.
 * Uzbek Latin writes oʻ gʻ with U+02BB and the tutuq belgisi with U+02BC.
 */
export const DOCUMENT_LANGUAGES = LABEL_LANGUAGES;
export type DocumentLanguage = LabelLanguage;

/**
 * A kind's name, a state's, an object type's and a form of ownership's, from the domain's catalogue: the
 * documents name them as the pages do (an object type the catalogue does not know, as the cadastre wrote it).
 */
export const kindName = (lang: DocumentLanguage, kind: ServiceKindCode): string => LABELS[lang][`kinds.${kind}`];
export const propertyTypeName = (lang: DocumentLanguage, type: string): string =>
  isPropertyType(type) ? LABELS[lang][`propertyTypes.${type}`] : type;
const isPropertyType = (type: string): type is PropertyTypeCode => (PROPERTY_TYPES as readonly string[]).includes(type);
export const ownershipName = (lang: DocumentLanguage, type: OwnershipTypeCode): string =>
  LABELS[lang][`ownershipTypes.${type}`];
export function stateName(lang: DocumentLanguage, code: number): string {
  const key = stateLabelKey(code) as keyof Labels | undefined;
  return key ? LABELS[lang][key] : String(code);
}

/** `?lang=`: one of the three, the interface's fallback language when left out. */
export const documentLanguage = z.enum(DOCUMENT_LANGUAGES).default('uz-Latn');

/** What the rented thing is, which decides the subject clause of a sample contract. */
export type RentedObject = 'premises' | 'land' | 'vehicle';

interface SampleTexts {
  title: string;
  leasingTitle: string;
  placeDate: string;
  preamble: string;
  sections: {
    subject: string;
    term: string;
    payment: string;
    duties: string;
    registration: string;
    final: string;
    requisites: string;
  };
  subject: Record<RentedObject, string>;
  term: string;
  payment: string[];
  duties: string[];
  registration: string[];
  final: string[];
  lessor: string;
  lessee: string;
  requisites: string[];
  signature: string;
  note: string;
}

interface GuideSlide {
  title: string;
  points: string[];
}

interface DocumentTexts {
  committee: string;
  portal: string;
  events: Record<string, string>;
  certificate: {
    title: string;
    subtitle: string;
    registrationNumber: string;
    contractNumber: string;
    contractDate: string;
    registrationDate: string;
    term: string;
    kind: string;
    lessor: string;
    lessee: string;
    object: string;
    vehicle: string;
    area: string;
    /** A land rent's further plot, followed by its place (2, 3, …). */
    morePlot: string;
    /** After a party's role: a legal entity's public registry record (registered-facts.ts `publicFacts`). */
    head: string;
    legalAddress: string;
    registeredAt: string;
    registrationDivision: string;
    /** What the cadastre says the object is. */
    propertyType: string;
    ownershipType: string;
    buildingName: string;
    storeys: string;
    yearBuilt: string;
    monthlyPayment: string;
    state: string;
    removed: string;
    signatures: string;
    noSignatures: string;
    signature: (s: { holder: string; serial: string; at: string }) => string;
    qrCaption: string;
    issued: (at: string) => string;
  };
  sample: SampleTexts;
  /** The kind's own clause of a sample contract: what makes it this service. */
  kindClauses: Record<ServiceKindCode, string>;
  guide: { title: string; subtitle: string; slides: GuideSlide[]; footer: string };
}

const UZ_LATN_GUIDE: DocumentTexts['guide'] = {
  title: 'Ijara shartnomalarini elektron roʻyxatga olish',
  subtitle: 'Foydalanuvchi uchun qoʻllanma',
  footer: 'Davlat soliq qoʻmitasi · Call-markaz 1198',
  slides: [
    {
      title: 'Tizimga kirish',
      points: [
        'Bosh sahifada oʻzingizga mos boʻlimni tanlang: yuridik shaxslar (STIR, 9 raqam), jismoniy shaxslar yoki yakka tartibdagi tadbirkorlar (JShShIR, 14 raqam).',
        'Parolni kiriting: telefoningizga 6 raqamli SMS kod keladi, u 5 daqiqa amal qiladi va bir marta ishlatiladi.',
        'Kod kelmasa, uni qayta yuborishingiz yoki boshqa qurilmangizda kirishni tasdiqlashingiz mumkin.',
        'Parol 5 marta notoʻgʻri kiritilsa, hisob 15 daqiqaga bloklanadi.',
        'Ishni tugatgach, menyudan «Chiqish»ni bosing: tanlangan til saqlanib qoladi.',
      ],
    },
    {
      title: 'Shartnomani roʻyxatga olish',
      points: [
        'Xizmatlar sahifasidan shartnoma turini tanlang: boshqa ijara, yer ijarasi, lizing, avtotransport ijarasi va boshqalar.',
        'Shartnoma raqami va sanasini, ijaraga oluvchining STIR yoki JShShIR raqamini kiriting: nomi reyestrdan oʻzi chiqadi.',
        'Ijara obyektini (kadastr raqami yoki transport vositasining davlat raqami), maydonni, oylik toʻlovni va muddatni kiriting.',
        'Oylik toʻlov eng kam ijara stavkasidan (BHM asosida) kam boʻlmasligi kerak: forma buni oldindan koʻrsatadi.',
        'Telefon raqamingiz tasdiqlangan boʻlishi kerak. «Roʻyxatga olish va yuborish»ni bosing va elektron imzo bilan imzolang.',
      ],
    },
    {
      title: 'Tasdiqlash yoki rad etish',
      points: [
        'Ikkinchi tarafga yuborilgan shartnoma «Tasdiqlash kutilmoqda» holatida boʻladi va uning «Kiruvchi» roʻyxatida koʻrinadi.',
        'Ijaraga oluvchi shartnomani ochib, shartlarini tekshiradi va «Tasdiqlash» tugmasini bosib, elektron imzo bilan tasdiqlaydi.',
        'Shartlar toʻgʻri kelmasa, sababini yozib rad etadi yoki oʻzgartirish uchun qaytaradi.',
        'Tasdiqlanmagan shartnomani uni yuborgan taraf qaytarib olishi mumkin.',
        'Tasdiqlangan shartnoma reyestrga kiradi: endi uning roʻyxatga olinganlik guvohnomasini yuklab olish mumkin.',
      ],
    },
    {
      title: 'Oʻzgartirish va bekor qilish',
      points: [
        'Tasdiqlangan shartnomaga oʻzgartirish (qoʻshimcha kelishuv) taklif qilinadi; u ikkinchi taraf tasdiqlagach kuchga kiradi.',
        'Bekor qilish sabab va kuchga kirish yili bilan soʻraladi; ikkinchi taraf uni qabul qiladi yoki rad etadi.',
        'Muddat tugashidan oldin eslatma yuboriladi; muddat tugagach shartnoma «Muddati tugagan» holatiga oʻtadi.',
        'Har bir qadam hujjat tarixida kim, qachon va nima sababdan qilgani bilan saqlanadi.',
      ],
    },
    {
      title: 'Roʻyxatlar va yuklab olish',
      points: [
        'Shartnomalar roʻyxati: kiruvchi, chiquvchi, yuborilgan, qabul qilingan, rad etilgan, muddati tugagan va bekor qilinganlar.',
        'Raqam, taraf, holat, tur va sana boʻyicha qidiring va saralang.',
        'Roʻyxatni PDF, DOC yoki XLS koʻrinishida yuklab oling: fayl roʻyxatda koʻringan qatorlarni oʻz ichiga oladi.',
        'Roʻyxatga olingan shartnoma sahifasidan QR kodli guvohnomani (PDF) yuklab oling: QR kod shartnomaning ochiq sahifasiga olib boradi.',
        'Har bir xizmat formasida shu turdagi namunaviy shartnomani (DOCX) yuklab olish mumkin.',
      ],
    },
    {
      title: 'Elektron raqamli imzo',
      points: [
        'Shartnomani roʻyxatga olish, tasdiqlash, oʻzgartirish va bekor qilish E-IMZO elektron imzosi bilan imzolanadi.',
        'Kompyuteringizga E-IMZO dasturini oʻrnating va kalitingizni (sertifikatni) ulang.',
        'Imzolashda portal kalitlar roʻyxatini koʻrsatadi: oʻzingiznikini tanlang; kalit topilmasa yoki toʻxtatilgan boʻlsa, portal buni aytadi.',
        'Kalit yoʻq yoki muddati oʻtgan boʻlsa, yangi kalitni davlat xizmatlari markazlaridan olish mumkin.',
      ],
    },
    {
      title: 'Yordam: call-markaz 1198',
      points: [
        'Savollar boʻyicha Davlat soliq qoʻmitasining call-markaziga 1198 raqami orqali murojaat qiling.',
        'Portaldagi «Koʻp beriladigan savollar» boʻlimida tez-tez uchraydigan savollarga javoblar bor.',
        'Qoʻngʻiroq qilganingizda STIR yoki JShShIR raqamingizni va shartnoma raqamini tayyorlab qoʻying.',
        'Parolingizni va SMS kodingizni hech kimga, jumladan operatorga ham aytmang.',
      ],
    },
  ],
};

const UZ_CYRL_GUIDE: DocumentTexts['guide'] = {
  title: 'Ижара шартномаларини электрон рўйхатга олиш',
  subtitle: 'Фойдаланувчи учун қўлланма',
  footer: 'Давлат солиқ қўмитаси · Call-марказ 1198',
  slides: [
    {
      title: 'Тизимга кириш',
      points: [
        'Бош саҳифада ўзингизга мос бўлимни танланг: юридик шахслар (СТИР, 9 рақам), жисмоний шахслар ёки якка тартибдаги тадбиркорлар (ЖШШИР, 14 рақам).',
        'Паролни киритинг: телефонингизга 6 рақамли СМС код келади, у 5 дақиқа амал қилади ва бир марта ишлатилади.',
        'Код келмаса, уни қайта юборишингиз ёки бошқа қурилмангизда киришни тасдиқлашингиз мумкин.',
        'Парол 5 марта нотўғри киритилса, ҳисоб 15 дақиқага блокланади.',
        'Ишни тугатгач, менюдан «Чиқиш»ни босинг: танланган тил сақланиб қолади.',
      ],
    },
    {
      title: 'Шартномани рўйхатга олиш',
      points: [
        'Хизматлар саҳифасидан шартнома турини танланг: бошқа ижара, ер ижараси, лизинг, автотранспорт ижараси ва бошқалар.',
        'Шартнома рақами ва санасини, ижарага олувчининг СТИР ёки ЖШШИР рақамини киритинг: номи реестрдан ўзи чиқади.',
        'Ижара объектини (кадастр рақами ёки транспорт воситасининг давлат рақами), майдонни, ойлик тўловни ва муддатни киритинг.',
        'Ойлик тўлов энг кам ижара ставкасидан (БҲМ асосида) кам бўлмаслиги керак: форма буни олдиндан кўрсатади.',
        'Телефон рақамингиз тасдиқланган бўлиши керак. «Рўйхатга олиш ва юбориш»ни босинг ва электрон имзо билан имзоланг.',
      ],
    },
    {
      title: 'Тасдиқлаш ёки рад этиш',
      points: [
        'Иккинчи тарафга юборилган шартнома «Тасдиқлаш кутилмоқда» ҳолатида бўлади ва унинг «Кирувчи» рўйхатида кўринади.',
        'Ижарага олувчи шартномани очиб, шартларини текширади ва «Тасдиқлаш» тугмасини босиб, электрон имзо билан тасдиқлайди.',
        'Шартлар тўғри келмаса, сабабини ёзиб рад этади ёки ўзгартириш учун қайтаради.',
        'Тасдиқланмаган шартномани уни юборган тараф қайтариб олиши мумкин.',
        'Тасдиқланган шартнома реестрга киради: энди унинг рўйхатга олинганлик гувоҳномасини юклаб олиш мумкин.',
      ],
    },
    {
      title: 'Ўзгартириш ва бекор қилиш',
      points: [
        'Тасдиқланган шартномага ўзгартириш (қўшимча келишув) таклиф қилинади; у иккинчи тараф тасдиқлагач кучга киради.',
        'Бекор қилиш сабаб ва кучга кириш йили билан сўралади; иккинчи тараф уни қабул қилади ёки рад этади.',
        'Муддат тугашидан олдин эслатма юборилади; муддат тугагач шартнома «Муддати тугаган» ҳолатига ўтади.',
        'Ҳар бир қадам ҳужжат тарихида ким, қачон ва нима сабабдан қилгани билан сақланади.',
      ],
    },
    {
      title: 'Рўйхатлар ва юклаб олиш',
      points: [
        'Шартномалар рўйхати: кирувчи, чиқувчи, юборилган, қабул қилинган, рад этилган, муддати тугаган ва бекор қилинганлар.',
        'Рақам, тараф, ҳолат, тур ва сана бўйича қидиринг ва сараланг.',
        'Рўйхатни PDF, DOC ёки XLS кўринишида юклаб олинг: файл рўйхатда кўринган қаторларни ўз ичига олади.',
        'Рўйхатга олинган шартнома саҳифасидан QR кодли гувоҳномани (PDF) юклаб олинг: QR код шартноманинг очиқ саҳифасига олиб боради.',
        'Ҳар бир хизмат формасида шу турдаги намунавий шартномани (DOCX) юклаб олиш мумкин.',
      ],
    },
    {
      title: 'Электрон рақамли имзо',
      points: [
        'Шартномани рўйхатга олиш, тасдиқлаш, ўзгартириш ва бекор қилиш E-IMZO электрон имзоси билан имзоланади.',
        'Компьютерингизга E-IMZO дастурини ўрнатинг ва калитингизни (сертификатни) уланг.',
        'Имзолашда портал калитлар рўйхатини кўрсатади: ўзингизникини танланг; калит топилмаса ёки тўхтатилган бўлса, портал буни айтади.',
        'Калит йўқ ёки муддати ўтган бўлса, янги калитни давлат хизматлари марказларидан олиш мумкин.',
      ],
    },
    {
      title: 'Ёрдам: call-марказ 1198',
      points: [
        'Саволлар бўйича Давлат солиқ қўмитасининг call-марказига 1198 рақами орқали мурожаат қилинг.',
        'Порталдаги «Кўп бериладиган саволлар» бўлимида тез-тез учрайдиган саволларга жавоблар бор.',
        'Қўнғироқ қилганингизда СТИР ёки ЖШШИР рақамингизни ва шартнома рақамини тайёрлаб қўйинг.',
        'Паролингизни ва СМС кодингизни ҳеч кимга, жумладан операторга ҳам айтманг.',
      ],
    },
  ],
};

const RU_GUIDE: DocumentTexts['guide'] = {
  title: 'Электронная регистрация договоров аренды',
  subtitle: 'Руководство пользователя',
  footer: 'Государственный налоговый комитет · Call-центр 1198',
  slides: [
    {
      title: 'Вход в систему',
      points: [
        'На главной странице выберите свой раздел: юридические лица (ИНН, 9 цифр), физические лица или индивидуальные предприниматели (ПИНФЛ, 14 цифр).',
        'Введите пароль: на телефон придёт SMS-код из 6 цифр, он действует 5 минут и только один раз.',
        'Если код не пришёл, запросите его повторно или подтвердите вход на другом своём устройстве.',
        'После 5 неверных паролей учётная запись блокируется на 15 минут.',
        'Закончив работу, нажмите «Выход» в меню: выбранный язык сохранится.',
      ],
    },
    {
      title: 'Регистрация договора',
      points: [
        'На странице услуг выберите вид договора: прочая аренда, аренда земли, лизинг, аренда автотранспорта и другие.',
        'Введите номер и дату договора, ИНН или ПИНФЛ арендатора: его наименование подставится из реестра.',
        'Укажите объект (кадастровый номер или госномер транспортного средства), площадь, ежемесячную плату и срок.',
        'Плата не может быть ниже минимальной ставки аренды (в БРВ): форма покажет это заранее.',
        'Номер телефона должен быть подтверждён. Нажмите «Зарегистрировать и отправить» и подпишите электронной подписью.',
      ],
    },
    {
      title: 'Подтверждение или отклонение',
      points: [
        'Отправленный договор получает статус «Ожидает подтверждения» и появляется во «Входящих» у другой стороны.',
        'Арендатор открывает договор, проверяет условия и подтверждает его кнопкой «Подтвердить» с электронной подписью.',
        'Если условия не подходят, он отклоняет договор с указанием причины или возвращает на изменение.',
        'Неподтверждённый договор отправившая сторона может отозвать.',
        'Подтверждённый договор вносится в реестр: теперь можно скачать свидетельство о его регистрации.',
      ],
    },
    {
      title: 'Изменение и расторжение',
      points: [
        'К подтверждённому договору предлагается изменение (дополнительное соглашение); оно действует после подтверждения другой стороной.',
        'Расторжение запрашивается с причиной и годом вступления в силу; другая сторона принимает или отклоняет его.',
        'Перед окончанием срока приходит напоминание; по истечении срока договор получает статус «Срок истёк».',
        'Каждый шаг сохраняется в истории документа: кто, когда и по какой причине.',
      ],
    },
    {
      title: 'Списки и скачивание',
      points: [
        'Списки договоров: входящие, исходящие, отправленные, принятые, отклонённые, истёкшие и аннулированные.',
        'Ищите и сортируйте по номеру, стороне, статусу, виду и дате.',
        'Скачайте список в PDF, DOC или XLS: в файле будут строки, которые показывает список.',
        'На странице зарегистрированного договора скачайте свидетельство (PDF) с QR-кодом: он ведёт на открытую страницу договора.',
        'В форме каждой услуги можно скачать образец договора этого вида (DOCX).',
      ],
    },
    {
      title: 'Электронная цифровая подпись',
      points: [
        'Регистрация, подтверждение, изменение и расторжение договора подписываются электронной подписью E-IMZO.',
        'Установите на компьютер программу E-IMZO и подключите свой ключ (сертификат).',
        'При подписании портал покажет список ключей: выберите свой; если ключ не найден или приостановлен, портал сообщит об этом.',
        'Если ключа нет или его срок истёк, новый ключ можно получить в центрах государственных услуг.',
      ],
    },
    {
      title: 'Помощь: call-центр 1198',
      points: [
        'С вопросами обращайтесь в call-центр Государственного налогового комитета по номеру 1198.',
        'Ответы на частые вопросы собраны в разделе «Часто задаваемые вопросы» на портале.',
        'Звоня, держите под рукой свой ИНН или ПИНФЛ и номер договора.',
        'Никому, в том числе оператору, не сообщайте пароль и SMS-код.',
      ],
    },
  ],
};

const UZ_LATN: DocumentTexts = {
  committee: 'Oʻzbekiston Respublikasi Davlat soliq qoʻmitasi',
  portal: 'Ijara shartnomalarini roʻyxatga olish portali',
  events: {
    ContractCreated: 'Roʻyxatga olindi',
    ContractConfirmed: 'Tasdiqlandi',
    ContractChanged: 'Oʻzgartirildi',
    ContractResubmitted: 'Qayta yuborildi',
    ContractChangeProposed: 'Oʻzgartirish taklif qilindi',
    ContractChangeConfirmed: 'Oʻzgartirish tasdiqlandi',
    CancellationRequested: 'Bekor qilish soʻraldi',
    ContractCancelled: 'Bekor qilindi',
    CancellationAccepted: 'Bekor qilishga rozilik berildi',
  },
  certificate: {
    title: 'Ijara shartnomasi roʻyxatga olinganligi toʻgʻrisida GUVOHNOMA',
    subtitle: 'Davlat soliq qoʻmitasi reyestridan maʼlumot',
    registrationNumber: 'Roʻyxat raqami',
    contractNumber: 'Shartnoma raqami',
    contractDate: 'Shartnoma sanasi',
    registrationDate: 'Roʻyxatga olingan sana',
    term: 'Amal qilish muddati',
    kind: 'Xizmat turi',
    lessor: 'Ijaraga beruvchi',
    lessee: 'Ijaraga oluvchi',
    object: 'Ijara obyekti (kadastr raqami)',
    vehicle: 'Transport vositasi (davlat raqami)',
    area: 'Ijara maydoni, m²',
    morePlot: 'Yer uchastkasi',
    head: 'rahbar',
    legalAddress: 'yuridik manzil',
    registeredAt: 'roʻyxatdan oʻtgan sana',
    registrationDivision: 'roʻyxatdan oʻtkazgan organ',
    propertyType: 'Obyekt turi',
    ownershipType: 'Mulkchilik shakli',
    buildingName: 'Bino nomi',
    storeys: 'Qavatlar soni',
    yearBuilt: 'Qurilgan yili',
    monthlyPayment: 'Oylik toʻlov, soʻm',
    state: 'Holati',
    removed: 'Shartnoma reyestrdan chiqarilgan',
    signatures: 'Elektron imzolar',
    noSignatures: 'Shartnoma elektron imzosiz roʻyxatga olingan',
    signature: ({ holder, serial, at }) => `${holder}, sertifikat ${serial}, imzolangan ${at}`,
    qrCaption: 'Shartnomaning ochiq sahifasi: QR kodni skanerlang',
    issued: (at) => `Guvohnoma ${at} da shakllantirildi`,
  },
  sample: {
    title: 'IJARA SHARTNOMASI № ______',
    leasingTitle: 'LIZING SHARTNOMASI № ______',
    placeDate: '______________ sh.                                                    «___» ____________ 20__ y.',
    preamble:
      '______________________________ (keyingi oʻrinlarda «Ijaraga beruvchi»), STIR/JShShIR ______________, nomidan ______________ asosida harakat qiluvchi ______________ bir tomondan, va ______________________________ (keyingi oʻrinlarda «Ijaraga oluvchi»), STIR/JShShIR ______________, nomidan ______________ asosida harakat qiluvchi ______________ ikkinchi tomondan, quyidagilar haqida ushbu shartnomani tuzdilar:',
    sections: {
      subject: '1. Shartnoma predmeti',
      term: '2. Shartnoma muddati',
      payment: '3. Ijara haqi va toʻlash tartibi',
      duties: '4. Taraflarning huquq va majburiyatlari',
      registration: '5. Shartnomani roʻyxatga olish',
      final: '6. Yakuniy qoidalar',
      requisites: '7. Taraflarning rekvizitlari va imzolari',
    },
    subject: {
      premises:
        '1.1. Ijaraga beruvchi Ijaraga oluvchiga quyidagi koʻchmas mulkni vaqtincha egalik qilish va foydalanish uchun beradi: kadastr raqami ______________, manzili ____________________________, ijara maydoni ______ m², foydalanish maqsadi ______________.',
      land: '1.1. Ijaraga beruvchi Ijaraga oluvchiga quyidagi yer uchastkasini vaqtincha egalik qilish va foydalanish uchun beradi: kadastr raqami ______________, manzili ____________________________, maydoni ______ m², foydalanish maqsadi ______________.',
      vehicle:
        '1.1. Ijaraga beruvchi Ijaraga oluvchiga quyidagi transport vositasini vaqtincha egalik qilish va foydalanish uchun beradi: davlat raqami ______________, rusumi (modeli) ______________, ishlab chiqarilgan yili ______, rangi ______, foydalanish turi ______________.',
    },
    term: '2.1. Shartnoma «___» ____________ 20__ y.dan «___» ____________ 20__ y.gacha amal qiladi.',
    payment: [
      '3.1. Oylik ijara haqi ______________ soʻmni (________________________________ soʻm) tashkil etadi.',
      '3.2. Ijara haqi har oyning ___ sanasiga qadar Ijaraga beruvchining hisob raqamiga toʻlanadi.',
      '3.3. Ijara haqi qonunchilikda belgilangan eng kam ijara stavkasidan kam boʻlishi mumkin emas.',
    ],
    duties: [
      '4.1. Ijaraga beruvchi ijara obyektini shartnomada belgilangan muddatda va foydalanishga yaroqli holatda topshiradi.',
      '4.2. Ijaraga oluvchi obyektdan maqsadiga koʻra foydalanadi, ijara haqini oʻz vaqtida toʻlaydi va muddat tugagach obyektni qaytaradi.',
      '4.3. Ijaraga oluvchi obyektni Ijaraga beruvchining yozma roziligisiz boshqa shaxsga ijaraga bermaydi.',
    ],
    registration: [
      '5.1. Ushbu shartnoma Davlat soliq qoʻmitasining ijara shartnomalarini roʻyxatga olish portalida roʻyxatga olinadi va ikkinchi taraf uni elektron imzo bilan tasdiqlaganidan soʻng reyestrga kiritiladi.',
      '5.2. Shartnomaga oʻzgartirish kiritish va uni bekor qilish ham portal orqali, ikkala taraf tasdigʻi bilan amalga oshiriladi.',
    ],
    final: [
      '6.1. Shartnoma boʻyicha nizolar muzokaralar yoʻli bilan, kelishuvga erishilmasa sud tartibida hal qilinadi.',
      '6.2. Shartnoma ikki nusxada, teng yuridik kuchga ega holda tuziladi.',
    ],
    lessor: 'Ijaraga beruvchi',
    lessee: 'Ijaraga oluvchi',
    requisites: ['Nomi / F.I.Sh.', 'STIR / JShShIR', 'Manzili', 'Telefon', 'Bank rekvizitlari'],
    signature: 'Imzo: ______________   M.Oʻ.',
    note: 'Namunaviy shartnoma. Boʻsh joylarni toʻldiring; shartlar taraflarning kelishuviga koʻra oʻzgartirilishi mumkin.',
  },
  kindClauses: {
    LEASING:
      '1.2. Lizing obyekti Lizing oluvchiga lizing toʻlovlari jadvali asosida beriladi; muddat oxirida obyektning egaligi taraflar kelishuviga koʻra oʻtkaziladi.',
    OPERATIVE:
      '1.2. Obyekt operativ boshqaruv huquqi asosida beriladi; Ijaraga oluvchi undagi maydonlarni shu shartnoma amal qilgan davrda ijaraga berishi mumkin.',
    FOREIGN_COMPANY:
      '1.2. Ijaraga oluvchi — xorijiy kompaniya (uning vakolatxonasi yoki filiali); ijara haqidan soliqlar Oʻzbekiston Respublikasi qonunchiligiga muvofiq toʻlanadi.',
    STUDENT:
      '1.2. Obyekt talabalarning yashashi uchun beriladi; yashovchi talabalar (F.I.Sh., JShShIR, oliy taʼlim muassasasi) ushbu shartnomaga ilovada koʻrsatiladi.',
    WAREHOUSE:
      '1.2. Obyekt ombor xizmatlari uchun beriladi; ijara haqi tovar aylanmasiga nisbatan foizda ham belgilanishi mumkin va aylanma har yili portalda kiritiladi.',
    LETTER_OF_GUARANTEE:
      '1.2. Shartnoma Ijaraga oluvchini roʻyxatdan oʻtkazish uchun berilgan kafolat xati asosida tuziladi; haqiqiy ijara shartnomasi roʻyxatdan oʻtgan kundan boshlab 10 kun ichida tuziladi.',
    LAND_RENT:
      '1.2. Yer uchastkasi belgilangan maqsadda foydalanish uchun beriladi; yer soligʻi qonunchilikka muvofiq toʻlanadi.',
    OTHER_RENT: '1.2. Obyekt shartnomada koʻrsatilgan maqsadda foydalanish uchun beriladi.',
    MOBILE_TRADE:
      '1.2. Hududda koʻchma savdo obyekti (kiosk, chodir, savdo avtomati va h.k.) joylashtiriladi; obyekt turi va maydoni ______ m².',
    CAR_RENT:
      '1.2. Transport vositasi haydovchisiz beriladi; uni boshqarish huquqiga ega shaxslar Ijaraga oluvchi tomonidan belgilanadi.',
    CAR_RENT_NONRESIDENT:
      '1.2. Ijaraga oluvchi — Oʻzbekiston Respublikasi norezidenti; transport vositasi faqat respublika hududida foydalanish uchun beriladi.',
    ADJACENT_AREA:
      '1.2. Binoga tutash hudud (yer maydoni ______ m²) obyekt faoliyati uchun foydalanishga beriladi; hududni obodonlashtirish Ijaraga oluvchi zimmasida.',
  },
  guide: UZ_LATN_GUIDE,
};

const UZ_CYRL: DocumentTexts = {
  committee: 'Ўзбекистон Республикаси Давлат солиқ қўмитаси',
  portal: 'Ижара шартномаларини рўйхатга олиш портали',
  events: {
    ContractCreated: 'Рўйхатга олинди',
    ContractConfirmed: 'Тасдиқланди',
    ContractChanged: 'Ўзгартирилди',
    ContractResubmitted: 'Қайта юборилди',
    ContractChangeProposed: 'Ўзгартириш таклиф қилинди',
    ContractChangeConfirmed: 'Ўзгартириш тасдиқланди',
    CancellationRequested: 'Бекор қилиш сўралди',
    ContractCancelled: 'Бекор қилинди',
    CancellationAccepted: 'Бекор қилишга розилик берилди',
  },
  certificate: {
    title: 'Ижара шартномаси рўйхатга олинганлиги тўғрисида ГУВОҲНОМА',
    subtitle: 'Давлат солиқ қўмитаси реестридан маълумот',
    registrationNumber: 'Рўйхат рақами',
    contractNumber: 'Шартнома рақами',
    contractDate: 'Шартнома санаси',
    registrationDate: 'Рўйхатга олинган сана',
    term: 'Амал қилиш муддати',
    kind: 'Хизмат тури',
    lessor: 'Ижарага берувчи',
    lessee: 'Ижарага олувчи',
    object: 'Ижара объекти (кадастр рақами)',
    vehicle: 'Транспорт воситаси (давлат рақами)',
    area: 'Ижара майдони, м²',
    morePlot: 'Ер участкаси',
    head: 'раҳбар',
    legalAddress: 'юридик манзил',
    registeredAt: 'рўйхатдан ўтган сана',
    registrationDivision: 'рўйхатдан ўтказган орган',
    propertyType: 'Объект тури',
    ownershipType: 'Мулкчилик шакли',
    buildingName: 'Бино номи',
    storeys: 'Қаватлар сони',
    yearBuilt: 'Қурилган йили',
    monthlyPayment: 'Ойлик тўлов, сўм',
    state: 'Ҳолати',
    removed: 'Шартнома реестрдан чиқарилган',
    signatures: 'Электрон имзолар',
    noSignatures: 'Шартнома электрон имзосиз рўйхатга олинган',
    signature: ({ holder, serial, at }) => `${holder}, сертификат ${serial}, имзоланган ${at}`,
    qrCaption: 'Шартноманинг очиқ саҳифаси: QR кодни сканерланг',
    issued: (at) => `Гувоҳнома ${at} да шакллантирилди`,
  },
  sample: {
    title: 'ИЖАРА ШАРТНОМАСИ № ______',
    leasingTitle: 'ЛИЗИНГ ШАРТНОМАСИ № ______',
    placeDate: '______________ ш.                                                    «___» ____________ 20__ й.',
    preamble:
      '______________________________ (кейинги ўринларда «Ижарага берувчи»), СТИР/ЖШШИР ______________, номидан ______________ асосида ҳаракат қилувчи ______________ бир томондан, ва ______________________________ (кейинги ўринларда «Ижарага олувчи»), СТИР/ЖШШИР ______________, номидан ______________ асосида ҳаракат қилувчи ______________ иккинчи томондан, қуйидагилар ҳақида ушбу шартномани туздилар:',
    sections: {
      subject: '1. Шартнома предмети',
      term: '2. Шартнома муддати',
      payment: '3. Ижара ҳақи ва тўлаш тартиби',
      duties: '4. Тарафларнинг ҳуқуқ ва мажбуриятлари',
      registration: '5. Шартномани рўйхатга олиш',
      final: '6. Якуний қоидалар',
      requisites: '7. Тарафларнинг реквизитлари ва имзолари',
    },
    subject: {
      premises:
        '1.1. Ижарага берувчи Ижарага олувчига қуйидаги кўчмас мулкни вақтинча эгалик қилиш ва фойдаланиш учун беради: кадастр рақами ______________, манзили ____________________________, ижара майдони ______ м², фойдаланиш мақсади ______________.',
      land: '1.1. Ижарага берувчи Ижарага олувчига қуйидаги ер участкасини вақтинча эгалик қилиш ва фойдаланиш учун беради: кадастр рақами ______________, манзили ____________________________, майдони ______ м², фойдаланиш мақсади ______________.',
      vehicle:
        '1.1. Ижарага берувчи Ижарага олувчига қуйидаги транспорт воситасини вақтинча эгалик қилиш ва фойдаланиш учун беради: давлат рақами ______________, русуми (модели) ______________, ишлаб чиқарилган йили ______, ранги ______, фойдаланиш тури ______________.',
    },
    term: '2.1. Шартнома «___» ____________ 20__ й.дан «___» ____________ 20__ й.гача амал қилади.',
    payment: [
      '3.1. Ойлик ижара ҳақи ______________ сўмни (________________________________ сўм) ташкил этади.',
      '3.2. Ижара ҳақи ҳар ойнинг ___ санасига қадар Ижарага берувчининг ҳисоб рақамига тўланади.',
      '3.3. Ижара ҳақи қонунчиликда белгиланган энг кам ижара ставкасидан кам бўлиши мумкин эмас.',
    ],
    duties: [
      '4.1. Ижарага берувчи ижара объектини шартномада белгиланган муддатда ва фойдаланишга яроқли ҳолатда топширади.',
      '4.2. Ижарага олувчи объектдан мақсадига кўра фойдаланади, ижара ҳақини ўз вақтида тўлайди ва муддат тугагач объектни қайтаради.',
      '4.3. Ижарага олувчи объектни Ижарага берувчининг ёзма розилигисиз бошқа шахсга ижарага бермайди.',
    ],
    registration: [
      '5.1. Ушбу шартнома Давлат солиқ қўмитасининг ижара шартномаларини рўйхатга олиш порталида рўйхатга олинади ва иккинчи тараф уни электрон имзо билан тасдиқлаганидан сўнг реестрга киритилади.',
      '5.2. Шартномага ўзгартириш киритиш ва уни бекор қилиш ҳам портал орқали, иккала тараф тасдиғи билан амалга оширилади.',
    ],
    final: [
      '6.1. Шартнома бўйича низолар музокаралар йўли билан, келишувга эришилмаса суд тартибида ҳал қилинади.',
      '6.2. Шартнома икки нусхада, тенг юридик кучга эга ҳолда тузилади.',
    ],
    lessor: 'Ижарага берувчи',
    lessee: 'Ижарага олувчи',
    requisites: ['Номи / Ф.И.Ш.', 'СТИР / ЖШШИР', 'Манзили', 'Телефон', 'Банк реквизитлари'],
    signature: 'Имзо: ______________   М.Ў.',
    note: 'Намунавий шартнома. Бўш жойларни тўлдиринг; шартлар тарафларнинг келишувига кўра ўзгартирилиши мумкин.',
  },
  kindClauses: {
    LEASING:
      '1.2. Лизинг объекти Лизинг олувчига лизинг тўловлари жадвали асосида берилади; муддат охирида объектнинг эгалиги тарафлар келишувига кўра ўтказилади.',
    OPERATIVE:
      '1.2. Объект оператив бошқарув ҳуқуқи асосида берилади; Ижарага олувчи ундаги майдонларни шу шартнома амал қилган даврда ижарага бериши мумкин.',
    FOREIGN_COMPANY:
      '1.2. Ижарага олувчи — хорижий компания (унинг ваколатхонаси ёки филиали); ижара ҳақидан солиқлар Ўзбекистон Республикаси қонунчилигига мувофиқ тўланади.',
    STUDENT:
      '1.2. Объект талабаларнинг яшаши учун берилади; яшовчи талабалар (Ф.И.Ш., ЖШШИР, олий таълим муассасаси) ушбу шартномага иловада кўрсатилади.',
    WAREHOUSE:
      '1.2. Объект омбор хизматлари учун берилади; ижара ҳақи товар айланмасига нисбатан фоизда ҳам белгиланиши мумкин ва айланма ҳар йили порталда киритилади.',
    LETTER_OF_GUARANTEE:
      '1.2. Шартнома Ижарага олувчини рўйхатдан ўтказиш учун берилган кафолат хати асосида тузилади; ҳақиқий ижара шартномаси рўйхатдан ўтган кундан бошлаб 10 кун ичида тузилади.',
    LAND_RENT:
      '1.2. Ер участкаси белгиланган мақсадда фойдаланиш учун берилади; ер солиғи қонунчиликка мувофиқ тўланади.',
    OTHER_RENT: '1.2. Объект шартномада кўрсатилган мақсадда фойдаланиш учун берилади.',
    MOBILE_TRADE:
      '1.2. Ҳудудда кўчма савдо объекти (киоск, чодир, савдо автомати ва ҳ.к.) жойлаштирилади; объект тури ва майдони ______ м².',
    CAR_RENT:
      '1.2. Транспорт воситаси ҳайдовчисиз берилади; уни бошқариш ҳуқуқига эга шахслар Ижарага олувчи томонидан белгиланади.',
    CAR_RENT_NONRESIDENT:
      '1.2. Ижарага олувчи — Ўзбекистон Республикаси норезиденти; транспорт воситаси фақат республика ҳудудида фойдаланиш учун берилади.',
    ADJACENT_AREA:
      '1.2. Бинога туташ ҳудуд (ер майдони ______ м²) объект фаолияти учун фойдаланишга берилади; ҳудудни ободонлаштириш Ижарага олувчи зиммасида.',
  },
  guide: UZ_CYRL_GUIDE,
};

const RU: DocumentTexts = {
  committee: 'Государственный налоговый комитет Республики Узбекистан',
  portal: 'Портал регистрации договоров аренды',
  events: {
    ContractCreated: 'Зарегистрирован',
    ContractConfirmed: 'Подтверждён',
    ContractChanged: 'Изменён',
    ContractResubmitted: 'Отправлен повторно',
    ContractChangeProposed: 'Предложено изменение',
    ContractChangeConfirmed: 'Изменение подтверждено',
    CancellationRequested: 'Запрошено расторжение',
    ContractCancelled: 'Расторгнут',
    CancellationAccepted: 'Расторжение принято',
  },
  certificate: {
    title: 'СВИДЕТЕЛЬСТВО о регистрации договора аренды',
    subtitle: 'Сведения из реестра Государственного налогового комитета',
    registrationNumber: 'Регистрационный номер',
    contractNumber: 'Номер договора',
    contractDate: 'Дата договора',
    registrationDate: 'Дата регистрации',
    term: 'Срок действия',
    kind: 'Вид услуги',
    lessor: 'Арендодатель',
    lessee: 'Арендатор',
    object: 'Объект аренды (кадастровый номер)',
    vehicle: 'Транспортное средство (госномер)',
    area: 'Площадь аренды, м²',
    morePlot: 'Земельный участок',
    head: 'руководитель',
    legalAddress: 'юридический адрес',
    registeredAt: 'дата регистрации',
    registrationDivision: 'регистрирующий орган',
    propertyType: 'Тип объекта',
    ownershipType: 'Форма собственности',
    buildingName: 'Наименование здания',
    storeys: 'Этажность здания',
    yearBuilt: 'Год постройки',
    monthlyPayment: 'Ежемесячная плата, сум',
    state: 'Статус',
    removed: 'Договор исключён из реестра',
    signatures: 'Электронные подписи',
    noSignatures: 'Договор зарегистрирован без электронной подписи',
    signature: ({ holder, serial, at }) => `${holder}, сертификат ${serial}, подписано ${at}`,
    qrCaption: 'Открытая страница договора: отсканируйте QR-код',
    issued: (at) => `Свидетельство сформировано ${at}`,
  },
  sample: {
    title: 'ДОГОВОР АРЕНДЫ № ______',
    leasingTitle: 'ДОГОВОР ЛИЗИНГА № ______',
    placeDate: 'г. ______________                                                    «___» ____________ 20__ г.',
    preamble:
      '______________________________ (далее «Арендодатель»), ИНН/ПИНФЛ ______________, в лице ______________, действующего на основании ______________, с одной стороны, и ______________________________ (далее «Арендатор»), ИНН/ПИНФЛ ______________, в лице ______________, действующего на основании ______________, с другой стороны, заключили настоящий договор о нижеследующем:',
    sections: {
      subject: '1. Предмет договора',
      term: '2. Срок договора',
      payment: '3. Арендная плата и порядок расчётов',
      duties: '4. Права и обязанности сторон',
      registration: '5. Регистрация договора',
      final: '6. Заключительные положения',
      requisites: '7. Реквизиты и подписи сторон',
    },
    subject: {
      premises:
        '1.1. Арендодатель передаёт Арендатору во временное владение и пользование недвижимое имущество: кадастровый номер ______________, адрес ____________________________, площадь аренды ______ м², цель использования ______________.',
      land: '1.1. Арендодатель передаёт Арендатору во временное владение и пользование земельный участок: кадастровый номер ______________, адрес ____________________________, площадь ______ м², цель использования ______________.',
      vehicle:
        '1.1. Арендодатель передаёт Арендатору во временное владение и пользование транспортное средство: государственный номер ______________, марка (модель) ______________, год выпуска ______, цвет ______, вид использования ______________.',
    },
    term: '2.1. Договор действует с «___» ____________ 20__ г. по «___» ____________ 20__ г.',
    payment: [
      '3.1. Ежемесячная арендная плата составляет ______________ сум (________________________________ сум).',
      '3.2. Арендная плата вносится на расчётный счёт Арендодателя до ___ числа каждого месяца.',
      '3.3. Арендная плата не может быть ниже минимальной ставки аренды, установленной законодательством.',
    ],
    duties: [
      '4.1. Арендодатель передаёт объект в срок, установленный договором, в пригодном для использования состоянии.',
      '4.2. Арендатор использует объект по назначению, своевременно вносит арендную плату и по окончании срока возвращает объект.',
      '4.3. Арендатор не сдаёт объект в субаренду без письменного согласия Арендодателя.',
    ],
    registration: [
      '5.1. Настоящий договор регистрируется на портале регистрации договоров аренды Государственного налогового комитета и вносится в реестр после подтверждения другой стороной электронной подписью.',
      '5.2. Изменение и расторжение договора также совершаются через портал с подтверждения обеих сторон.',
    ],
    final: [
      '6.1. Споры по договору решаются путём переговоров, а при недостижении согласия — в судебном порядке.',
      '6.2. Договор составлен в двух экземплярах, имеющих равную юридическую силу.',
    ],
    lessor: 'Арендодатель',
    lessee: 'Арендатор',
    requisites: ['Наименование / Ф.И.О.', 'ИНН / ПИНФЛ', 'Адрес', 'Телефон', 'Банковские реквизиты'],
    signature: 'Подпись: ______________   М.П.',
    note: 'Образец договора. Заполните пропуски; условия могут быть изменены по соглашению сторон.',
  },
  kindClauses: {
    LEASING:
      '1.2. Предмет лизинга передаётся Лизингополучателю по графику лизинговых платежей; по окончании срока право собственности переходит по соглашению сторон.',
    OPERATIVE:
      '1.2. Объект передаётся на праве оперативного управления; Арендатор вправе сдавать площади в нём в аренду на время действия настоящего договора.',
    FOREIGN_COMPANY:
      '1.2. Арендатор — иностранная компания (её представительство или филиал); налоги с арендной платы уплачиваются по законодательству Республики Узбекистан.',
    STUDENT:
      '1.2. Объект предоставляется для проживания студентов; проживающие студенты (Ф.И.О., ПИНФЛ, высшее учебное заведение) указываются в приложении к договору.',
    WAREHOUSE:
      '1.2. Объект предоставляется для складских услуг; плата может устанавливаться и в процентах от товарооборота, который ежегодно вносится на портале.',
    LETTER_OF_GUARANTEE:
      '1.2. Договор заключается на основании гарантийного письма для регистрации Арендатора; полноценный договор аренды заключается в течение 10 дней со дня его регистрации.',
    LAND_RENT:
      '1.2. Земельный участок предоставляется для использования по назначению; земельный налог уплачивается по законодательству.',
    OTHER_RENT: '1.2. Объект предоставляется для использования в указанных в договоре целях.',
    MOBILE_TRADE:
      '1.2. На территории размещается мобильный торговый объект (киоск, палатка, торговый автомат и т. п.); вид объекта и площадь ______ м².',
    CAR_RENT:
      '1.2. Транспортное средство предоставляется без водителя; лиц, допущенных к управлению, определяет Арендатор.',
    CAR_RENT_NONRESIDENT:
      '1.2. Арендатор — нерезидент Республики Узбекистан; транспортное средство предоставляется для использования только на территории республики.',
    ADJACENT_AREA:
      '1.2. Прилегающая к зданию территория (площадь ______ м²) предоставляется для деятельности объекта; благоустройство территории возлагается на Арендатора.',
  },
  guide: RU_GUIDE,
};

export const DOCUMENT_TEXTS: Readonly<Record<DocumentLanguage, DocumentTexts>> = {
  'uz-Latn': UZ_LATN,
  'uz-Cyrl': UZ_CYRL,
  ru: RU,
};
