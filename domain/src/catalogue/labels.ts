import type { OwnershipTypeCode, PropertyTypeCode } from '../contracts/registry-facts.js';
import type { ServiceKindCode } from '../contracts/service-kinds.js';

/**
 * The names of things the portal shows on its pages and prints in its documents: the service kinds, the
 * contract states and the cadastre's object types and forms of ownership, in the interface's three
 * languages. The frontend adds them to each language's messages and the backend's documents read them
 * from here, so a kind or a state is named in one place.
 * Uzbek Latin writes oʻ gʻ with U+02BB.
 */
export const LABEL_LANGUAGES = ['uz-Latn', 'uz-Cyrl', 'ru'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

type KindLabels = { [K in ServiceKindCode as `kinds.${K}`]: string };
type StateLabels = Record<
  | 'states.awaitingApproval'
  | 'states.declaredByLessee'
  | 'states.approved'
  | 'states.rejected'
  | 'states.cancelled'
  | 'states.expired',
  string
>;
/** What the cadastre says an object is and whose: the contract page and the certificate name them alike. */
type ObjectLabels = { [T in PropertyTypeCode as `propertyTypes.${T}`]: string } & {
  [T in OwnershipTypeCode as `ownershipTypes.${T}`]: string;
};
export type Labels = KindLabels & StateLabels & ObjectLabels;

export const LABELS: Record<LabelLanguage, Labels> = {
  'uz-Latn': {
    'states.awaitingApproval': 'Tasdiqlash kutilmoqda',
    'states.declaredByLessee': 'Ijaraga oluvchi maʼlum qilgan, tasdiqlanmagan',
    'states.approved': 'Tasdiqlangan',
    'states.rejected': 'Rad etilgan',
    'states.cancelled': 'Bekor qilingan',
    'states.expired': 'Muddati tugagan',
    'kinds.LEASING': 'Lizing',
    'kinds.OPERATIVE': 'Operativ boshqaruv',
    'kinds.FOREIGN_COMPANY': 'Xorijiy kompaniyaga ijara',
    'kinds.STUDENT': 'Talabalarga ijara',
    'kinds.WAREHOUSE': 'Ombor xizmatlari',
    'kinds.LETTER_OF_GUARANTEE': 'Kafolat xati asosida ijara',
    'kinds.LAND_RENT': 'Yer ijarasi',
    'kinds.OTHER_RENT': 'Boshqa ijara',
    'kinds.MOBILE_TRADE': 'Koʻchma savdo obyekti ijarasi',
    'kinds.CAR_RENT': 'Avtotransport ijarasi',
    'kinds.CAR_RENT_NONRESIDENT': 'Norezidentga avtotransport ijarasi',
    'kinds.ADJACENT_AREA': 'Tutash hudud ijarasi',
    'ownershipTypes.PRIVATE': 'Xususiy',
    'ownershipTypes.STATE': 'Davlat',
    'ownershipTypes.COMMON_SHARED': 'Umumiy ulushli',
    'ownershipTypes.COMMON_JOINT': 'Umumiy birgalikdagi',
    'propertyTypes.NON_RESIDENTIAL': 'Noturar joy',
    'propertyTypes.APARTMENT': 'Kvartira',
    'propertyTypes.HOUSE': 'Turar joy uyi',
    'propertyTypes.BUILDING': 'Bino',
    'propertyTypes.BASEMENT': 'Yertoʻla',
    'propertyTypes.WAREHOUSE': 'Ombor',
    'propertyTypes.OFFICE': 'Ofis',
    'propertyTypes.SHOP': 'Savdo doʻkoni',
    'propertyTypes.LAND_PLOT': 'Yer uchastkasi',
  },
  'uz-Cyrl': {
    'states.awaitingApproval': 'Тасдиқлаш кутилмоқда',
    'states.declaredByLessee': 'Ижарага олувчи маълум қилган, тасдиқланмаган',
    'states.approved': 'Тасдиқланган',
    'states.rejected': 'Рад этилган',
    'states.cancelled': 'Бекор қилинган',
    'states.expired': 'Муддати тугаган',
    'kinds.LEASING': 'Лизинг',
    'kinds.OPERATIVE': 'Оператив бошқарув',
    'kinds.FOREIGN_COMPANY': 'Хорижий компанияга ижара',
    'kinds.STUDENT': 'Талабаларга ижара',
    'kinds.WAREHOUSE': 'Омбор хизматлари',
    'kinds.LETTER_OF_GUARANTEE': 'Кафолат хати асосида ижара',
    'kinds.LAND_RENT': 'Ер ижараси',
    'kinds.OTHER_RENT': 'Бошқа ижара',
    'kinds.MOBILE_TRADE': 'Кўчма савдо объекти ижараси',
    'kinds.CAR_RENT': 'Автотранспорт ижараси',
    'kinds.CAR_RENT_NONRESIDENT': 'Норезидентга автотранспорт ижараси',
    'kinds.ADJACENT_AREA': 'Туташ ҳудуд ижараси',
    'ownershipTypes.PRIVATE': 'Хусусий',
    'ownershipTypes.STATE': 'Давлат',
    'ownershipTypes.COMMON_SHARED': 'Умумий улушли',
    'ownershipTypes.COMMON_JOINT': 'Умумий биргаликдаги',
    'propertyTypes.NON_RESIDENTIAL': 'Нотурар жой',
    'propertyTypes.APARTMENT': 'Квартира',
    'propertyTypes.HOUSE': 'Турар жой уйи',
    'propertyTypes.BUILDING': 'Бино',
    'propertyTypes.BASEMENT': 'Ертўла',
    'propertyTypes.WAREHOUSE': 'Омбор',
    'propertyTypes.OFFICE': 'Офис',
    'propertyTypes.SHOP': 'Савдо дўкони',
    'propertyTypes.LAND_PLOT': 'Ер участкаси',
  },
  ru: {
    'states.awaitingApproval': 'Ожидает подтверждения',
    'states.declaredByLessee': 'Заявлен арендатором, не подтверждён',
    'states.approved': 'Подтверждён',
    'states.rejected': 'Отклонён',
    'states.cancelled': 'Аннулирован',
    'states.expired': 'Срок истёк',
    'kinds.LEASING': 'Лизинг',
    'kinds.OPERATIVE': 'Оперативное управление',
    'kinds.FOREIGN_COMPANY': 'Аренда иностранной компании',
    'kinds.STUDENT': 'Аренда студентам',
    'kinds.WAREHOUSE': 'Складские услуги',
    'kinds.LETTER_OF_GUARANTEE': 'Аренда по гарантийному письму',
    'kinds.LAND_RENT': 'Аренда земли',
    'kinds.OTHER_RENT': 'Прочая аренда',
    'kinds.MOBILE_TRADE': 'Аренда мобильного торгового объекта',
    'kinds.CAR_RENT': 'Аренда автотранспорта',
    'kinds.CAR_RENT_NONRESIDENT': 'Аренда автотранспорта нерезидентом',
    'kinds.ADJACENT_AREA': 'Аренда прилегающей территории',
    'ownershipTypes.PRIVATE': 'Частная',
    'ownershipTypes.STATE': 'Государственная',
    'ownershipTypes.COMMON_SHARED': 'Общая долевая',
    'ownershipTypes.COMMON_JOINT': 'Общая совместная',
    'propertyTypes.NON_RESIDENTIAL': 'Нежилое помещение',
    'propertyTypes.APARTMENT': 'Квартира',
    'propertyTypes.HOUSE': 'Жилой дом',
    'propertyTypes.BUILDING': 'Здание',
    'propertyTypes.BASEMENT': 'Подвал',
    'propertyTypes.WAREHOUSE': 'Склад',
    'propertyTypes.OFFICE': 'Офисное помещение',
    'propertyTypes.SHOP': 'Магазин',
    'propertyTypes.LAND_PLOT': 'Земельный участок',
  },
};
