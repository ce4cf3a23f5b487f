import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { PROPERTY_USES, type PropertyUseCode } from '../rules/minimum-rent.js';

/**
 * The open rent index (issue 21): monthly rent per m² of the contracts in force, by region, district,
 * property use and quarter (`GET /api/open-data/rent-index`, `.csv`, `/dictionary`). A cell is published
 * only where at least this many contracts fall in it, so that no cell describes one contract.
 */
export const RENT_INDEX_MIN_CONTRACTS = 10;

/** A calendar quarter as the index names it: `2026-Q4`. */
export const rentIndexQuarterSchema = z
  .string({ error: MessageKeys.invalidValue })
  .regex(/^20\d\d-Q[1-4]$/, MessageKeys.invalidValue);

/** The index's filters; a quarter left out is the current one (Tashkent). */
export const rentIndexQuerySchema = z.object({
  quarter: rentIndexQuarterSchema.optional(),
  region: z
    .string({ error: MessageKeys.invalidValue })
    .regex(/^\d{4}$/, MessageKeys.invalidValue)
    .optional(),
  use: z.enum(PROPERTY_USES as [PropertyUseCode, ...PropertyUseCode[]], { error: MessageKeys.invalidValue }).optional(),
});
export type RentIndexQuery = z.infer<typeof rentIndexQuerySchema>;

/** A place's name in each language of the portal, as the SOATO classifier gives it. */
const placeNameSchema = z.object({ 'uz-Latn': z.string(), 'uz-Cyrl': z.string(), ru: z.string() });

/**
 * One published cell: a region's figures for a use (district null), or one district's. So'm per m² a
 * month; the quartiles are continuous percentiles (PostgreSQL percentile_cont) over the cell's contracts.
 */
export const rentIndexCellSchema = z.object({
  quarter: z.string(),
  regionSoato: z.string(),
  regionName: placeNameSchema,
  districtSoato: z.string().nullable(),
  districtName: placeNameSchema.nullable(),
  propertyUse: z.enum(PROPERTY_USES as [PropertyUseCode, ...PropertyUseCode[]]),
  contracts: z.number().int(),
  lowerQuartile: z.number(),
  median: z.number(),
  upperQuartile: z.number(),
  /** The median of the minimum rent per m² its contracts were registered under (coefficient applied), if any. */
  minimumRate: z.number().nullable(),
});
export type RentIndexCell = z.infer<typeof rentIndexCellSchema>;

export const rentIndexSchema = z.object({
  quarter: z.string(),
  /** The day the contracts counted were in force on: the quarter's last day, or today in the current one. */
  referenceDate: z.string(),
  minimumContracts: z.number().int(),
  cells: z.array(rentIndexCellSchema),
});
export type RentIndex = z.infer<typeof rentIndexSchema>;

const textsSchema = z.object({ 'uz-Latn': z.string(), 'uz-Cyrl': z.string(), ru: z.string() });

/** One column of the open data (CSV header, JSON field): what it means and in what unit. */
export const rentIndexColumnSchema = z.object({
  csv: z.string(),
  json: z.string(),
  type: z.enum(['string', 'integer', 'number']),
  unit: z.string().nullable(),
  meaning: textsSchema,
});
export const rentIndexDictionarySchema = z.object({
  title: textsSchema,
  description: textsSchema,
  licence: z.string(),
  minimumContracts: z.number().int(),
  columns: z.array(rentIndexColumnSchema),
});
export type RentIndexDictionary = z.infer<typeof rentIndexDictionarySchema>;

const SOM_PER_M2 = 'UZS/m²/month';
type Texts = z.infer<typeof textsSchema>;

/** The languages of a place's name, as the CSV's column names end (`region_name_uz_latn`). */
const NAME_LANGUAGES = { 'uz-Latn': 'uz_latn', 'uz-Cyrl': 'uz_cyrl', ru: 'ru' } as const;

/** A place's name is a column per language in the CSV, and one object with a key per language in the JSON. */
const inEachLanguage = (csv: string, json: string, meaning: Texts): RentIndexDictionary['columns'] =>
  (Object.entries(NAME_LANGUAGES) as [keyof Texts, string][]).map(([language, suffix]) => ({
    csv: `${csv}_${suffix}`,
    json: `${json}.${language}`,
    type: 'string',
    unit: null,
    meaning: {
      'uz-Latn': `${meaning['uz-Latn']} (${language})`,
      'uz-Cyrl': `${meaning['uz-Cyrl']} (${language})`,
      ru: `${meaning.ru} (${language})`,
    },
  }));

/** The open data's data dictionary: every column, in the order of the CSV. */
export const RENT_INDEX_DICTIONARY: RentIndexDictionary = {
  title: {
    'uz-Latn': 'Ochiq ijara indeksi',
    'uz-Cyrl': 'Очиқ ижара индекси',
    ru: 'Открытый индекс арендной платы',
  },
  description: {
    'uz-Latn':
      "Kuchdagi ro'yxatga olingan shartnomalar bo'yicha 1 m² uchun oylik ijara haqi: hudud, tuman, mulkdan foydalanish turi va chorak kesimida. Kamida 10 ta shartnoma bo'lgan kataklar e'lon qilinadi.",
    'uz-Cyrl':
      'Кучдаги рўйхатга олинган шартномалар бўйича 1 м² учун ойлик ижара ҳақи: ҳудуд, туман, мулкдан фойдаланиш тури ва чорак кесимида. Камида 10 та шартнома бўлган катаклар эълон қилинади.',
    ru: 'Месячная арендная плата за 1 м² по зарегистрированным действующим договорам: по областям, районам, назначению объекта и кварталам. Публикуются только ячейки, в которые попадает не менее 10 договоров.',
  },
  licence: 'CC-BY-4.0',
  minimumContracts: RENT_INDEX_MIN_CONTRACTS,
  columns: [
    {
      csv: 'quarter',
      json: 'quarter',
      type: 'string',
      unit: null,
      meaning: { 'uz-Latn': 'Chorak (YYYY-Qn)', 'uz-Cyrl': 'Чорак (YYYY-Qn)', ru: 'Квартал (YYYY-Qn)' },
    },
    {
      csv: 'region_soato',
      json: 'regionSoato',
      type: 'string',
      unit: null,
      meaning: { 'uz-Latn': 'Hudud kodi (SOATO)', 'uz-Cyrl': 'Ҳудуд коди (СОАТО)', ru: 'Код области (СОАТО)' },
    },
    ...inEachLanguage('region_name', 'regionName', {
      'uz-Latn': 'Hudud nomi',
      'uz-Cyrl': 'Ҳудуд номи',
      ru: 'Название области',
    }),
    {
      csv: 'district_soato',
      json: 'districtSoato',
      type: 'string',
      unit: null,
      meaning: {
        'uz-Latn': "Tuman kodi (SOATO); bo'sh bo'lsa, butun hudud",
        'uz-Cyrl': 'Туман коди (СОАТО); бўш бўлса, бутун ҳудуд',
        ru: 'Код района (СОАТО); пусто — вся область',
      },
    },
    ...inEachLanguage('district_name', 'districtName', {
      'uz-Latn': 'Tuman nomi',
      'uz-Cyrl': 'Туман номи',
      ru: 'Название района',
    }),
    {
      csv: 'property_use',
      json: 'propertyUse',
      type: 'string',
      unit: null,
      meaning: {
        'uz-Latn': 'Foydalanish turi: RESIDENTIAL (turar joy) yoki NON_RESIDENTIAL (noturar joy)',
        'uz-Cyrl': 'Фойдаланиш тури: RESIDENTIAL (турар жой) ёки NON_RESIDENTIAL (нотурар жой)',
        ru: 'Назначение: RESIDENTIAL (жилое) или NON_RESIDENTIAL (нежилое)',
      },
    },
    {
      csv: 'contracts',
      json: 'contracts',
      type: 'integer',
      unit: null,
      meaning: {
        'uz-Latn': 'Katakdagi shartnomalar soni (kamida 10)',
        'uz-Cyrl': 'Катакдаги шартномалар сони (камида 10)',
        ru: 'Число договоров в ячейке (не менее 10)',
      },
    },
    {
      csv: 'lower_quartile',
      json: 'lowerQuartile',
      type: 'number',
      unit: SOM_PER_M2,
      meaning: {
        'uz-Latn': '1 m² uchun oylik ijara haqining quyi kvartili',
        'uz-Cyrl': '1 м² учун ойлик ижара ҳақининг қуйи квартили',
        ru: 'Нижний квартиль месячной платы за 1 м²',
      },
    },
    {
      csv: 'median',
      json: 'median',
      type: 'number',
      unit: SOM_PER_M2,
      meaning: {
        'uz-Latn': '1 m² uchun oylik ijara haqining medianasi',
        'uz-Cyrl': '1 м² учун ойлик ижара ҳақининг медианаси',
        ru: 'Медиана месячной платы за 1 м²',
      },
    },
    {
      csv: 'upper_quartile',
      json: 'upperQuartile',
      type: 'number',
      unit: SOM_PER_M2,
      meaning: {
        'uz-Latn': '1 m² uchun oylik ijara haqining yuqori kvartili',
        'uz-Cyrl': '1 м² учун ойлик ижара ҳақининг юқори квартили',
        ru: 'Верхний квартиль месячной платы за 1 м²',
      },
    },
    {
      csv: 'minimum_rate',
      json: 'minimumRate',
      type: 'number',
      unit: SOM_PER_M2,
      meaning: {
        'uz-Latn': "Shartnomalar ro'yxatdan o'tgan eng kam ijara stavkasi (mediana, koeffitsiyent bilan)",
        'uz-Cyrl': 'Шартномалар рўйхатдан ўтган энг кам ижара ставкаси (медиана, коэффициент билан)',
        ru: 'Минимальная ставка аренды, по которой зарегистрированы договоры (медиана, с коэффициентом)',
      },
    },
  ],
};
