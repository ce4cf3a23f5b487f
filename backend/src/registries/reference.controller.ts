import { Controller, Get, Inject, NotFoundException, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  type BhmAmount,
  bhmAmountSchema,
  CADASTRAL_NUMBER,
  type FormSettings,
  formSettingsSchema,
  localDateSchema,
  MessageKeys,
  type MinimumRateTable,
  minimumRateTableSchema,
  type ObjectMinimumRate,
  objectMinimumRateSchema,
  partyIdKind,
  type RegionalCoefficient,
  regionalCoefficientSchema,
  type TaxRate,
  taxRateSchema,
  tashkentDate,
} from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { RatesService } from './rates.service.js';
import { RegistryService } from './registry.service.js';
import { Answers } from '../http/answers.js';

const minimumRentQuery = z.object({
  cadastralNumber: z.string({ error: MessageKeys.required }).trim().regex(CADASTRAL_NUMBER, MessageKeys.invalidValue),
  date: localDateSchema,
});
const dateQuery = z.object({ date: localDateSchema });

/** Reference figures a form and the minimum-rent reference page show (reference-data.migration.ts). */
@Controller('reference')
export class ReferenceController {
  constructor(
    private readonly rates: RatesService,
    private readonly registries: RegistryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The minimum rent of one of the caller's own objects at a date, with the income tax rate when the
   * caller is an individual (a legal entity's taxes are not previewed per contract).
   */
  @Answers.json(objectMinimumRateSchema)
  @Get('minimum-rent')
  async minimumRent(
    @CurrentPrincipal() principal: Principal,
    @Query(new ZodPipe(minimumRentQuery)) q: z.infer<typeof minimumRentQuery>,
  ): Promise<ObjectMinimumRate> {
    const object = await this.registries.property(q.cadastralNumber);
    if (!object || object.ownerId !== principal.partyId) throw new NotFoundException();
    const rate = await this.rates.minimumRate(object, q.date);
    const incomeTaxPercent =
      partyIdKind(principal.partyId) === 'PINFL' ? await this.rates.incomeTaxPercent(q.date) : null;
    return { ...rate, incomeTaxPercent };
  }

  /** The minimum-rent reference page: every year's rates for premises and vehicles, with their sources. */
  @Answers.json(minimumRateTableSchema)
  @Get('minimum-rates')
  minimumRates(): Promise<MinimumRateTable> {
    return this.rates.minimumRateTable();
  }

  /** Figures the forms need from the committee's settings, as in force today (Tashkent): a form is sent today. */
  @Answers.json(formSettingsSchema)
  @Get('form-settings')
  async formSettings(): Promise<FormSettings> {
    const today = tashkentDate(this.clock.now());
    // Whether each step is signed with an E-IMZO key before it is sent, and the site keys the browser
    // registers with the E-IMZO helper before it asks it anything (public: every page sends them).
    return {
      rentConfirmationThreshold: await this.rates.rentConfirmationThreshold(today),
      signatureRequired: this.config.SIGNATURE_REQUIRED,
      eimzoApiKeys: this.config.EIMZO_API_KEYS,
      servicesOff: await this.rates.servicesOff(today),
    };
  }

  /** The raising coefficients in force at a date, a region's or a district's (a district's comes first). */
  @Answers.json(z.array(regionalCoefficientSchema))
  @Get('regional-coefficients')
  regionalCoefficients(@Query(new ZodPipe(dateQuery)) q: z.infer<typeof dateQuery>): Promise<RegionalCoefficient[]> {
    return this.rates.regionalCoefficients(q.date);
  }

  /** The tax rates in force at a date (a contract's own date takes its own). */
  @Answers.json(z.array(taxRateSchema))
  @Get('tax-rates')
  taxRates(@Query(new ZodPipe(dateQuery)) q: z.infer<typeof dateQuery>): Promise<TaxRate[]> {
    return this.rates.taxRates(q.date);
  }

  @Answers.json(bhmAmountSchema)
  @Get('bhm')
  async bhm(@Query(new ZodPipe(dateQuery)) q: z.infer<typeof dateQuery>): Promise<BhmAmount> {
    const bhm = await this.rates.bhm(q.date);
    if (!bhm) throw new NotFoundException();
    return bhm;
  }
}
