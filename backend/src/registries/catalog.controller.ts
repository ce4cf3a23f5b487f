import { Controller, ForbiddenException, Get, Headers, NotFoundException, Param } from '@nestjs/common';
import {
  CADASTRAL_NUMBER,
  type CadastralObjectLookup,
  cadastralObjectLookupSchema,
  type CompanyLookup,
  companyLookupSchema,
  fromHundredths,
  MessageKeys,
  operativeSpaceKey,
  partyIdSchema,
  type PartyLookup,
  partyLookupSchema,
  pinflSchema,
  PLATE_NUMBER,
  type RentableProperty,
  rentablePropertySchema,
  type StudentLookup,
  studentLookupSchema,
  tinSchema,
  toHundredths,
  type VehicleLookup,
  vehicleLookupSchema,
} from '@rent/domain';
import { z } from 'zod';
import { contractSummaryProjection, propertyOccupancyProjection } from '@rent/projections';
import { ReadAfter } from '../event-store/read-after.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import type { CadastralObject } from './cadastral-object.entity.js';
import { RegistryLookups } from './registry-lookups.js';
import { RegistryService } from './registry.service.js';
import { Answers } from '../http/answers.js';

/**
 * The spec's catalog-general calls: lookups a form makes while the user types. A lookup by another's
 * identifier is throttled and recorded (registry-lookups.ts) and answers only what the form shows.
 */
@Controller('catalog-general')
export class CatalogController {
  constructor(
    private readonly registries: RegistryService,
    private readonly lookups: RegistryLookups,
    private readonly readAfter: ReadAfter,
  ) {}

  /** Company lookup by TIN (spec §7); only 9 digits are looked up. Its name, as the party lookup gives it. */
  @Answers.json(companyLookupSchema)
  @Get('yur-np1/:tin')
  async company(
    @CurrentPrincipal() principal: Principal,
    @Param('tin', new ZodPipe(tinSchema, 'tin')) tin: string,
  ): Promise<CompanyLookup> {
    const t = await this.lookups.lookUp(principal, 'taxpayer', tin, () => this.registries.taxpayer(tin));
    if (!t) throw new NotFoundException();
    return { tin: t.tin, name: t.name };
  }

  /**
   * A lessor or lessee by TIN or PINFL: the name the form shows under the field, nothing else (not the
   * kind of party, which would tell a sole proprietor's standing, nor an address or phone).
   */
  @Answers.json(partyLookupSchema)
  @Get('party/:id')
  async party(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ZodPipe(partyIdSchema, 'id')) id: string,
  ): Promise<PartyLookup> {
    // Spec §2: a refused lookup is a warning the form shows in a modal; one's own id is never the other party.
    if (id === principal.partyId)
      throw new ForbiddenException({ code: 'LESSEE_IS_LESSOR', message: MessageKeys.lesseeIsLessor });
    const party = await this.lookups.lookUp(principal, 'party', id, () => this.registries.party(id));
    if (!party) throw new NotFoundException();
    return { id: party.id, name: party.name };
  }

  /** A student by PINFL, as the student-rent form shows them: name, university, faculty, course. */
  @Answers.json(studentLookupSchema)
  @Get('student/:pinfl')
  async student(
    @CurrentPrincipal() principal: Principal,
    @Param('pinfl', new ZodPipe(pinflSchema, 'pinfl')) pinfl: string,
  ): Promise<StudentLookup> {
    const s = await this.lookups.lookUp(principal, 'student', pinfl, () => this.registries.student(pinfl));
    if (!s) throw new NotFoundException();
    return { pinfl: s.pinfl, name: s.fullName, university: s.university, faculty: s.faculty, course: s.course };
  }

  /**
   * A cadastral object by its number: what the cadastre says publicly of it (type, address, areas, zone),
   * not who owns it.
   */
  @Answers.json(cadastralObjectLookupSchema)
  @Get('cadastre/:number')
  async cadastralObject(
    @CurrentPrincipal() principal: Principal,
    @Param('number', new ZodPipe(z.string().regex(CADASTRAL_NUMBER, MessageKeys.invalidValue), 'number'))
    number: string,
  ): Promise<CadastralObjectLookup> {
    const o = await this.lookups.lookUp(principal, 'cadastre', number, () => this.registries.property(number));
    if (!o) throw new NotFoundException();
    return {
      cadastralNumber: o.cadastralNumber,
      address: o.address,
      totalArea: o.totalArea,
      propertyType: o.propertyType,
      propertyUse: o.propertyUse,
      regionSoato: o.regionSoato,
      settlementZone: o.settlementZone,
    };
  }

  /** A vehicle by plate number (written without spaces): its kind, model, colour and year, not its owner. */
  @Answers.json(vehicleLookupSchema)
  @Get('vehicle/:plate')
  async vehicle(
    @CurrentPrincipal() principal: Principal,
    @Param('plate', new ZodPipe(z.string().toUpperCase().regex(PLATE_NUMBER, MessageKeys.plateNumberInvalid), 'plate'))
    plate: string,
  ): Promise<VehicleLookup> {
    const v = await this.lookups.lookUp(principal, 'vehicle', plate, () => this.registries.vehicle(plate));
    if (!v) throw new NotFoundException();
    return {
      plateNumber: v.plateNumber,
      vehicleKind: v.vehicleKind,
      model: v.model,
      colour: v.colour,
      yearMade: v.yearMade,
      vehicleClass: v.vehicleClass,
    };
  }

  /** The signed-in party's vehicles, for the car-rent form (with each one's per-vehicle rate class). */
  @Answers.json(z.array(vehicleLookupSchema))
  @Get('my-vehicles')
  async myVehicles(@CurrentPrincipal() principal: Principal): Promise<VehicleLookup[]> {
    const vehicles = await this.registries.vehiclesOf(principal.partyId);
    return vehicles.map(({ plateNumber, vehicleKind, model, colour, yearMade, vehicleClass }) => ({
      plateNumber,
      vehicleKind,
      model,
      colour,
      yearMade,
      vehicleClass,
    }));
  }

  /**
   * What the signed-in party may rent out: its own cadastral objects, then the spaces it holds in operative
   * management (each with the operative contract and the area it was given).
   */
  @Answers.json(z.array(rentablePropertySchema))
  @Get('my-properties')
  async myProperties(
    @CurrentPrincipal() principal: Principal,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<RentableProperty[]> {
    await Promise.all([
      this.readAfter.wait(propertyOccupancyProjection.name, readAfter),
      this.readAfter.wait(contractSummaryProjection.name, readAfter),
    ]);
    const [objects, spaces] = await Promise.all([
      this.registries.propertiesOf(principal.partyId),
      this.registries.operativeSpacesOf(principal.partyId),
    ]);
    const spaceObjects = await this.registries.propertiesByNumber(spaces.map((s) => s.cadastral_number));
    const held = await this.registries.heldAreas([
      ...objects.map((o) => o.cadastralNumber),
      ...spaces.map((s) => operativeSpaceKey(s.id)),
    ]);
    // In integer hundredths of a m² (decimal.ts), so what is shown vacant is what a registration may take.
    const vacant = (total: number, key: string) =>
      fromHundredths(Math.max(0, toHundredths(total) - toHundredths(held.get(key) ?? 0)));
    const describe = (o: CadastralObject) => ({
      cadastralNumber: o.cadastralNumber,
      address: o.address,
      propertyType: o.propertyType,
      propertyUse: o.propertyUse,
      regionSoato: o.regionSoato,
      // The cadastral-zone display: null means the cadastre has no zone data and the object cannot be rented.
      settlementZone: o.settlementZone,
      // A land plot (land rent) has its land tax rate, so'm per m² a year; buildings have none.
      landTaxRate: o.landTaxRate,
    });
    return [
      ...objects.map((o) => ({
        ...describe(o),
        totalArea: o.totalArea,
        vacantArea: vacant(o.totalArea, o.cadastralNumber),
        operativeContractId: null,
        operativeContractNumber: null,
      })),
      ...spaces.flatMap((s) => {
        const o = spaceObjects.get(s.cadastral_number);
        if (!o) return [];
        const area = Number(s.area);
        return [
          {
            ...describe(o),
            totalArea: area,
            vacantArea: vacant(area, operativeSpaceKey(s.id)),
            operativeContractId: s.id,
            operativeContractNumber: s.contract_number,
          },
        ];
      }),
    ];
  }
}
